/**
 * The characters the site's own texts put on screen, per language: the web fonts are subset to
 * them (build/vite/subset-fonts.ts), and tests/unit/build/font-subset.test.ts checks the fonts'
 * unicode-ranges against them. The modules are imported rather than read as files, so what
 * counts is the texts' values (template literals filled in), not the source around them; the
 * content files are read as the content modules are made from them (build/content), articles
 * as their Markdown.
 */
import { join } from 'node:path';
import type { Job } from '../../shared/content/types';
import { readContent } from '../content/read-content';
import { DESK_TEXTS } from '../../desk/texts/desk-texts';
import { SITE_TEXTS } from '../../site/texts/site-texts';
import * as privacyEn from '../../shared/content/legal/privacy-en';
import * as privacyRu from '../../shared/content/legal/privacy-ru';
import * as termsEn from '../../shared/content/legal/terms-en';
import * as termsRu from '../../shared/content/legal/terms-ru';
import * as pagesEn from '../../shared/content/pages/en';
import * as pagesRu from '../../shared/content/pages/ru';
import { CLIENT_NAMES, POSTAL_ADDRESS, STUDIO } from '../../shared/content/studio';
import * as dictionaryEn from '../../shared/i18n/en';
import { KIND_TEXTS } from '../../shared/submissions/texts/kind-texts';
import * as dictionaryRu from '../../shared/i18n/ru';
import { formatDate, formatSalaryRange } from '../../shared/i18n/format';
import { LANGS, LOCALE_TAGS, type Lang } from '../../shared/i18n/langs';

const CONTENT = readContent(join(import.meta.dirname, '..', '..'));

/** Every item's frontmatter and Markdown in a language. */
const items = (lang: Lang) => Object.values(CONTENT).flatMap((kind) => kind.map(({ files }) => [files[lang].data, files[lang].body]));

/** The kinds' words on the desk (their forms' are the dictionary's). */
const deskWords = (lang: Lang) => Object.values(KIND_TEXTS).map((texts) => texts[lang].desk);

/** Every module (or value) whose strings a page in that language can show: the offline and error pages and the desk's are set in the site's fonts too. */
const TEXTS: Record<Lang, readonly unknown[]> = {
  en: [dictionaryEn, SITE_TEXTS.en, DESK_TEXTS.en, deskWords('en'), items('en'), pagesEn, privacyEn, termsEn],
  ru: [dictionaryRu, SITE_TEXTS.ru, DESK_TEXTS.ru, deskWords('ru'), items('ru'), pagesRu, privacyRu, termsRu],
};

/** Written the same in both languages. */
const SHARED_TEXTS: readonly unknown[] = [STUDIO, POSTAL_ADDRESS, CLIENT_NAMES];

/**
 * Printable ASCII whatever the texts hold (URLs, code in articles, what a visitor types into
 * the form), and what the components and stylesheets draw themselves: the "·" between a job's
 * facts and the arrows of CSS `content`.
 */
const ALWAYS = `${String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i))}·←→`;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** What the client formats with Intl (shared/i18n/format.ts, plural counts, studio figures, pay ranges): month names, separators, currency signs. */
function formatted(lang: Lang): string[] {
  const tag = LOCALE_TAGS[lang];
  return [
    ...Array.from({ length: 12 }, (_, month) => formatDate(`2025-${String(month + 1).padStart(2, '0')}-18`, lang)),
    new Intl.NumberFormat(tag).format(1234567),
    new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(0.95),
    ...CONTENT.jobs.map(({ files }) => formatSalaryRange(files.en.data.salary as Job['salary'], lang)),
  ];
}

/**
 * The distinct code points a page in `lang` can need, sorted. Upper-case forms are included
 * because some labels are set in capitals by CSS `text-transform`; control characters are not.
 */
export function siteCodePoints(lang: Lang): number[] {
  const text = [...TEXTS[lang], ...SHARED_TEXTS].flatMap(strings).concat(formatted(lang), ALWAYS).join('');
  const codePoints = new Set([...text, ...text.toLocaleUpperCase(LOCALE_TAGS[lang])].map((char) => char.codePointAt(0)!));
  return [...codePoints].filter((codePoint) => !/\p{Cc}/u.test(String.fromCodePoint(codePoint))).sort((a, b) => a - b);
}

/** The code points of every page in every language. */
export function allSiteCodePoints(): number[] {
  return [...new Set(LANGS.flatMap(siteCodePoints))].sort((a, b) => a - b);
}
