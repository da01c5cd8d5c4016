import { Feed } from 'feed';
import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { ARTICLES } from '../../shared/content/.generated/articles';
import { STUDIO } from '../../shared/content/studio';
import { LOCALE_TAGS, type Lang } from '../../shared/i18n/langs';
import { LANG_TEXTS } from '../../shared/lang-texts';
import { paths } from '../../shared/routes';

/** Where each language's feed is served, linked from every page's head. */
export const feedPath = (lang: Lang) => `${paths.blog(lang)}/rss.xml`;

/**
 * Most articles a feed carries: a reader polls the feed for what is new, and each item has the
 * whole article, so a feed of every article would grow without end (decision 0069).
 */
export const FEED_ITEMS = 20;

/** RSS 2.0 of one language's newest articles, newest first, with the full article HTML. */
export function buildBlogFeed(siteUrl: string, lang: Lang): string {
  const { content, dict } = LANG_TEXTS[lang];
  const posts = BLOG_POSTS.slice(0, FEED_ITEMS); // newest first, as every list of articles
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
    const text = content.blog[post.slug];
    const url = `${siteUrl}${paths.post(lang, post.slug)}`;
    feed.addItem({
      title: text.title,
      id: url,
      link: url,
      description: text.excerpt,
      content: ARTICLES[lang][post.slug],
      author: [{ name: text.author }],
      category: [{ name: text.category }],
      date: new Date(`${post.date}T00:00:00Z`),
    });
  }
  return feed.rss2();
}
