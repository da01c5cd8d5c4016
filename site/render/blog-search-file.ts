import { createHash } from 'node:crypto';
import { Router } from 'express';
import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { blogEntry, type BlogEntry } from '../../shared/content/blog-search';
import { BLOG_SEARCH_PATH } from '../../shared/content-api';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { LANG_TEXTS } from '../../shared/lang-texts';

/** A year: the name carries a hash of the content, so a file never changes under it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface BlogSearchFile {
  /** Where the blog list's search fetches it; the hash changes with any post, so it is cached for good. */
  path: string;
  body: string;
}

const files = new Map<Lang, BlogSearchFile>();

/**
 * Every post of a language, newest first, as the blog list's cards need them: fetched when a
 * visitor reaches for the search, so neither the pages nor the scripts grow with the blog
 * (decision 0069).
 */
export function blogSearchFile(lang: Lang): BlogSearchFile {
  let file = files.get(lang);
  if (!file) {
    const texts = LANG_TEXTS[lang].content.blog;
    const entries: BlogEntry[] = BLOG_POSTS.map((post) => blogEntry(post, texts[post.slug]));
    const body = JSON.stringify(entries);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    file = { path: `${BLOG_SEARCH_PATH}/${lang}.${hash}.json`, body };
    files.set(lang, file);
  }
  return file;
}

/** GET /blog-search/<lang>.<hash>.json; another hash (a page from before a deploy) is a 404, as the island texts' is. */
export function blogSearchRoute(): Router {
  const router = Router();
  router.get(`${BLOG_SEARCH_PATH}/:file`, (req, res, next) => {
    const file = LANGS.map(blogSearchFile).find(({ path }) => path === req.path);
    if (!file) return next();
    res.set('Cache-Control', IMMUTABLE).type('json').send(file.body);
  });
  return router;
}
