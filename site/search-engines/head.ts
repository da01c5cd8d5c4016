import escapeHtml from 'escape-html';
import { STUDIO } from '../../shared/content/studio';
import { contentApiPath } from '../../shared/content-api';
import { INDEXNOW_META } from '../../shared/indexnow-key';
import { LANGS, LOCALE_TAGS, type Lang } from '../../shared/i18n/langs';
import { pageHeading } from '../../shared/page-heading';
import { documentTitle } from '../../shared/page-title';
import { pathOf, type PageMatch } from '../../shared/routes';
import { webAppHeadTags } from '../web-app/web-app-manifest';
import { feedPath } from './blog-feed';
import { pageEntry, type LangTexts } from '../../shared/pages';
import { pageDescription } from './page-meta';
import { pageImages } from './page-images';
import { jsonLdScript, structuredData } from './structured-data';

export interface HeadInput {
  siteUrl: string;
  lang: Lang;
  texts: LangTexts;
  /** Font files to preload. */
  fonts: string[];
  /** Null for the 404 page. */
  match: PageMatch | null;
  /** Search-engine crawler (isbot): gets the indexing hints of docs/requirements.md section 1. */
  crawler: boolean;
  /** Where the IndexNow key file is, when a key is configured: the page reports visits with it. */
  indexNowKeyLocation: string | null;
}

/** docs/requirements.md section 1: what crawlers are told, and only crawlers. */
const CRAWLER_ROBOTS = 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1';
const NEWS_KEYWORDS = 'digital marketing, web development, mobile apps, digital agency';

const ogLocale = (lang: Lang) => LOCALE_TAGS[lang].replace('-', '_');

/** The tags that go into index.html's head slot for one page. */
export function renderHead({ siteUrl, lang, texts, fonts, match, crawler, indexNowKeyLocation }: HeadInput): string {
  const { dict } = texts;
  const found = match?.found ? match : null;
  const heading = found ? pageHeading(found, dict, texts.content) : dict.notFound.title;
  const title = documentTitle(heading, dict);
  const description = found ? pageDescription(found, texts) : dict.notFound.hint;
  const tag = (name: string, attrs: Record<string, string>) =>
    `<${name} ${Object.entries(attrs)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')}>`;

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    tag('meta', { name: 'description', content: description }),
    ...fonts.map((href) => tag('link', { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' })),
    ...webAppHeadTags(lang),
  ];
  if (!found) {
    tags.push(tag('meta', { name: 'robots', content: 'noindex' }));
    return tags.join('\n');
  }
  if (crawler) {
    tags.push(tag('meta', { name: 'robots', content: CRAWLER_ROBOTS }), tag('meta', { name: 'news_keywords', content: NEWS_KEYWORDS }));
  }

  const url = (l: Lang) => `${siteUrl}${pathOf({ ...found, lang: l })}`;
  tags.push(tag('link', { rel: 'canonical', href: url(lang) }));
  for (const l of LANGS) tags.push(tag('link', { rel: 'alternate', hreflang: l, href: url(l) }));
  tags.push(tag('link', { rel: 'alternate', hreflang: 'x-default', href: url('en') }));
  tags.push(
    tag('link', {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${STUDIO.name} — ${dict.nav.blog}`,
      href: `${siteUrl}${feedPath(lang)}`,
    }),
  );
  for (const kind of ['projects', 'services'] as const) tags.push(tag('link', { rel: 'prefetch', href: contentApiPath(kind, lang) }));
  if (indexNowKeyLocation) tags.push(tag('meta', { name: INDEXNOW_META, content: indexNowKeyLocation }));

  const images = pageImages(siteUrl, found, texts);
  const social = heading ?? dict.meta.tagline;
  tags.push(
    tag('meta', { property: 'og:type', content: pageEntry(found.page).items?.schema === 'BlogPosting' ? 'article' : 'website' }),
    tag('meta', { property: 'og:site_name', content: STUDIO.name }),
    tag('meta', { property: 'og:title', content: social }),
    tag('meta', { property: 'og:description', content: description }),
    tag('meta', { property: 'og:url', content: url(lang) }),
    tag('meta', { property: 'og:locale', content: ogLocale(lang) }),
    ...LANGS.filter((l) => l !== lang).map((l) => tag('meta', { property: 'og:locale:alternate', content: ogLocale(l) })),
    tag('meta', { property: 'og:image', content: images.social.url }),
    tag('meta', { property: 'og:image:width', content: String(images.social.width) }),
    tag('meta', { property: 'og:image:height', content: String(images.social.height) }),
    tag('meta', { property: 'og:image:alt', content: images.social.alt ?? social }),
    // X reads the card's title, description and image from Open Graph when it has no tags of its own for them.
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
  );
  tags.push(jsonLdScript(structuredData(siteUrl, found, texts, { item: images.item?.url })));
  // One tag a line, unindented: indentation would be bytes of every first round trip.
  return tags.join('\n');
}
