import { LOCALE_TAGS, type Lang } from '../i18n/langs';
import type { BlogPost, BlogPostText, BlogSlug } from './types';

type SearchableTexts = Readonly<Record<BlogSlug, Pick<BlogPostText, 'title' | 'excerpt'>>>;

/** Lowercased in the page's language, with every kind of space (the texts' no-break ones too) as a plain one. */
const lower = (text: string, lang: Lang) => text.toLocaleLowerCase(LOCALE_TAGS[lang]).replace(/\s/g, ' ');

/**
 * The posts, in their order, whose title or excerpt contains the query, case-insensitively in
 * the page's language. Surrounding spaces are ignored; an empty query keeps every post.
 */
export function searchPosts<P extends Pick<BlogPost, 'slug'>>(posts: readonly P[], texts: SearchableTexts, query: string, lang: Lang): P[] {
  const needle = lower(query.trim(), lang);
  if (needle === '') return [...posts];
  return posts.filter((post) => {
    const text = texts[post.slug];
    return lower(text.title, lang).includes(needle) || lower(text.excerpt, lang).includes(needle);
  });
}
