import { createHash } from 'node:crypto';
import { Router } from 'express';
import { ISLAND_TEXTS_PATH } from '../../shared/content-api';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { collectionOf } from '../content-store/all-content';
import { contentKey } from '../content-store/content-store';
import type { IslandTexts } from '../islands/island-texts';
import { ISLAND_COLLECTIONS } from '../islands/island-registry';

/** A year: the name carries a hash of the content, so a file never changes under it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface IslandTextsFile {
  /** Where a page's islands fetch it; the hash changes with any text, so it is cached for good. */
  path: string;
  body: string;
}

const files = new Map<Lang, IslandTextsFile>();

/**
 * One language's island texts as one JSON file, fetched with the first island's code
 * (decision 0031). In a page they would be sent again with every page (some 5 to 7 KB of its
 * brotli bytes) and push its first paint into a second round trip.
 */
export function islandTextsFile(lang: Lang): IslandTextsFile {
  let file = files.get(lang);
  if (!file) {
    const content = Object.fromEntries(ISLAND_COLLECTIONS.map((kind) => [contentKey(lang, { kind }), collectionOf(lang, kind)]));
    const texts: IslandTexts = { dict: DICTIONARIES[lang], content };
    const body = JSON.stringify(texts);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    file = { path: `${ISLAND_TEXTS_PATH}/${lang}.${hash}.json`, body };
    files.set(lang, file);
  }
  return file;
}

/** GET /island-texts/<lang>.<hash>.json; another hash (a page from before a deploy) is a 404, never texts its markup was not rendered with. */
export function islandTextsRoute(): Router {
  const router = Router();
  router.get(`${ISLAND_TEXTS_PATH}/:file`, (req, res, next) => {
    const file = LANGS.map(islandTextsFile).find(({ path }) => path === req.path);
    if (!file) return next();
    res.set('Cache-Control', IMMUTABLE).type('json').send(file.body);
  });
  return router;
}
