import { Feed } from 'feed';
import { ARTICLES as ARTICLES_EN } from '../../shared/content/blog/articles-en';
import { ARTICLES as ARTICLES_RU } from '../../shared/content/blog/articles-ru';
import { BLOG_POSTS } from '../../shared/content/blog/base';
import { BLOG_TEXT as BLOG_EN } from '../../shared/content/blog/en';
import { BLOG_TEXT as BLOG_RU } from '../../shared/content/blog/ru';
import { STUDIO } from '../../shared/content/studio';
import type { BlogPostText, BlogSlug } from '../../shared/content/types';
import { en } from '../../shared/i18n/en';
import type { Dictionary } from '../../shared/i18n/dictionary';
import { LOCALE_TAGS, type Lang } from '../../shared/i18n/langs';
import { ru } from '../../shared/i18n/ru';
import { renderMarkdown } from '../../shared/markdown';
import { paths } from '../../shared/routes';

const TEXTS: Record<Lang, { blog: Record<BlogSlug, BlogPostText>; articles: Record<BlogSlug, string>; dict: Dictionary }> = {
  en: { blog: BLOG_EN, articles: ARTICLES_EN, dict: en },
  ru: { blog: BLOG_RU, articles: ARTICLES_RU, dict: ru },
};

/** Where each language's feed is served, linked from every page's head. */
export const feedPath = (lang: Lang) => `${paths.blog(lang)}/rss.xml`;

/** RSS 2.0 of one language's articles, newest first, with the full article HTML. */
export function buildBlogFeed(siteUrl: string, lang: Lang): string {
  const { blog, articles, dict } = TEXTS[lang];
  const posts = [...BLOG_POSTS].sort((a, b) => b.date.localeCompare(a.date));
  const feed = new Feed({
    title: `${STUDIO.name} — ${dict.nav.blog}`,
    description: dict.meta.defaultDescription,
    id: `${siteUrl}${paths.blog(lang)}`,
    link: `${siteUrl}${paths.blog(lang)}`,
    language: LOCALE_TAGS[lang],
    copyright: `© ${STUDIO.legalName}`,
    updated: new Date(`${posts[0]!.date}T00:00:00Z`),
    feedLinks: { rss: `${siteUrl}${feedPath(lang)}` },
  });
  for (const post of posts) {
    const text = blog[post.slug];
    const url = `${siteUrl}${paths.post(lang, post.slug)}`;
    feed.addItem({
      title: text.title,
      id: url,
      link: url,
      description: text.excerpt,
      content: renderMarkdown(articles[post.slug]),
      author: [{ name: text.author }],
      category: [{ name: text.category }],
      date: new Date(`${post.date}T00:00:00Z`),
    });
  }
  return feed.rss2();
}
