import { LOCALE_TAGS, type Lang } from '../i18n/langs';
import type { BlogPost, BlogPostText } from './types';

/**
 * A post as its card shows it and the search reads it: the blog list's island gets its page's
 * entries, and the search index (site/render/blog-search-file.ts) every post's.
 */
export type BlogEntry = Pick<BlogPost, 'slug' | 'date' | 'hasPicture'> & Pick<BlogPostText, 'title' | 'category' | 'excerpt' | 'imageAlt'>;

export const blogEntry = ({ slug, date, hasPicture }: BlogPost, { title, category, excerpt, imageAlt }: BlogPostText): BlogEntry => ({
  slug,
  date,
  hasPicture,
  title,
  category,
  excerpt,
  imageAlt,
});

/** Lowercased in the page's language, with every kind of space (the texts' no-break ones too) as a plain one. */
const lower = (text: string, lang: Lang) => text.toLocaleLowerCase(LOCALE_TAGS[lang]).replace(/\s/g, ' ');

/**
 * The posts, in their order, whose title or excerpt contains the query, case-insensitively in
 * the page's language. Surrounding spaces are ignored; an empty query keeps every post.
 */
export function searchPosts<P extends Pick<BlogPostText, 'title' | 'excerpt'>>(posts: readonly P[], query: string, lang: Lang): P[] {
  const needle = lower(query.trim(), lang);
  if (needle === '') return [...posts];
  return posts.filter((post) => lower(post.title, lang).includes(needle) || lower(post.excerpt, lang).includes(needle));
}
