import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { blogEntry, type BlogEntry } from '../../shared/content/blog-search';
import { BLOG_SEARCH_PATH } from '../../shared/content-api';
import { LANG_TEXTS } from '../../shared/lang-texts';
import { hashedLangFiles } from './hashed-lang-files';

/**
 * Every post of a language, newest first, as the blog list's cards need them: fetched when a
 * visitor reaches for the search, so neither the pages nor the scripts grow with the blog
 * (decision 0069). Served at /blog-search/<lang>.<hash>.json.
 */
const blogSearch = hashedLangFiles(BLOG_SEARCH_PATH, (lang): BlogEntry[] => {
  const texts = LANG_TEXTS[lang].content.blog;
  return BLOG_POSTS.map((post) => blogEntry(post, texts[post.slug]));
});

export const blogSearchFile = blogSearch.fileOf;
export const blogSearchRoute = blogSearch.route;
