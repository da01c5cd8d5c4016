import { createHash } from 'node:crypto';
import { Router } from 'express';
import { LANGS, type Lang } from '../../shared/i18n/langs';

/** A year: the name carries a hash of the content, so a file never changes under it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface HashedLangFile {
  /** Where the browser fetches it; the hash changes with its content, so it is cached for good. */
  path: string;
  body: string;
}

/**
 * One JSON file per language under `base`, named by a hash of its content and made once, at
 * its first use: the island texts (decision 0031) and the blog's search index (decision 0069).
 * Its route answers `<base>/<lang>.<hash>.json`; another hash (a page from before a deploy) is
 * a 404, never content its page was not rendered with.
 */
export function hashedLangFiles(base: string, contentOf: (lang: Lang) => unknown) {
  const files = new Map<Lang, HashedLangFile>();
  const fileOf = (lang: Lang): HashedLangFile => {
    let file = files.get(lang);
    if (!file) {
      const body = JSON.stringify(contentOf(lang));
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
      file = { path: `${base}/${lang}.${hash}.json`, body };
      files.set(lang, file);
    }
    return file;
  };
  const route = (): Router => {
    const router = Router();
    router.get(`${base}/:file`, (req, res, next) => {
      const file = LANGS.map(fileOf).find(({ path }) => path === req.path);
      if (!file) return next();
      res.set('Cache-Control', IMMUTABLE).type('json').send(file.body);
    });
    return router;
  };
  return { fileOf, route };
}
