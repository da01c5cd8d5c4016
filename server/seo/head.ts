import escapeHtml from 'escape-html';
import type { LocaleContent } from '../../shared/content/locale-content';
import type { Dictionary } from '../../shared/i18n/dictionary';
import { LANGS, LOCALE_TAGS, type Lang } from '../../shared/i18n/langs';
import { pageHeading } from '../../shared/page-heading';
import { documentTitle } from '../../shared/page-title';
import { pathOf, type PageMatch } from '../../shared/routes';

export interface HeadInput {
  siteUrl: string;
  lang: Lang;
  dict: Dictionary;
  content: LocaleContent;
  /** Font files to preload. */
  fonts: string[];
  /** Script chunks to preload, and the response's CSP nonce they need. */
  scripts: string[];
  nonce: string;
  /** Null for the 404 page. */
  match: PageMatch | null;
}

/** The tags that go into index.html's head slot for one page. */
export function renderHead({ siteUrl, lang, dict, content, fonts, scripts, nonce, match }: HeadInput): string {
  const found = match?.found ? match : null;
  const title = found ? documentTitle(pageHeading(found, dict, content), dict) : documentTitle(dict.notFound.title, dict);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(dict.meta.defaultDescription)}">`,
    ...fonts.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" nonce="${nonce}">`),
  ];
  if (!found) {
    tags.push('<meta name="robots" content="noindex">');
    return tags.join('\n    ');
  }
  const url = (l: Lang) => `${siteUrl}${pathOf({ ...found, lang: l })}`;
  tags.push(`<link rel="canonical" href="${escapeHtml(url(lang))}">`);
  for (const l of LANGS) tags.push(`<link rel="alternate" hreflang="${l}" href="${escapeHtml(url(l))}">`);
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('en'))}">`);
  tags.push(`<meta property="og:locale" content="${LOCALE_TAGS[lang].replace('-', '_')}">`);
  return tags.join('\n    ');
}
