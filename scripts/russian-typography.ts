/**
 * Russian typography of the site's texts, by typograf (https://github.com/typograf/typograf):
 * `npm run typograf` (scripts/typograph-russian-texts.ts) rewrites the Russian sources with it,
 * and tests/unit/shared/russian-typography.test.ts fails on any Russian text it would still change.
 *
 * What it does to a text: a no-break space (U+00A0) before an em dash, after one-letter words
 * and the short prepositions, conjunctions and particles of typograf's list, between a number
 * and the word or unit after it («2014 году», «5 МБ», «34 мин»), inside numbers of five digits
 * and more («20 000»: U+00A0, as the site's own Intl formatting groups digits in Russian), before
 * a percent sign («42 %», as Intl formats a Russian percentage and GOST 8.417 writes it) and
 * between a number and a currency sign written after it («4200 $», «24 тыс. $», as Intl writes
 * Russian pay ranges and the contact form its budgets). Characters come out as characters, never
 * as HTML entities. « », — and everything else already right are left as they are.
 *
 * What it never touches: Markdown code (fenced blocks and `spans`), link targets and URLs, e-mail
 * addresses, query strings and JSON quoted in the API's answers, and the studio's name and address, which legal texts fill in from
 * shared/content/studio.ts and which stay written as the studio writes them everywhere.
 */
import Typograf from 'typograf';
import { POSTAL_ADDRESS, STUDIO } from '../shared/content/studio';

/** A template literal's `${…}` while typograf reads the text around it (scripts/typograph-russian-texts.ts). */
export const SUBSTITUTION = /\uE000\d+\uE001/g;

const NBSP = '\u00A0';

/** Rules of our own, for what typograf's leave out. Registered once: typograf keeps its rules globally. */
function addRule(rule: Parameters<typeof Typograf.addRule>[0]): void {
  if (!Typograf.getRule(rule.name)) Typograf.addRule(rule);
}

/** «42 %»: a no-break space between a number and the percent sign (typograf's own rule deletes it). */
addRule({
  name: 'ru/nbsp/percent',
  index: 510,
  handler: (text) => text.replace(/(\d)[ \u00A0\u202F]?(%|‰)/g, `$1${NBSP}$2`),
});

/** «№ 152-ФЗ», «§ 3»: the same no-break space as everywhere else (typograf's own rules put a narrow one, U+202F). */
addRule({
  name: 'ru/nbsp/afterNumberOrSectionSign',
  index: 510,
  handler: (text) => text.replace(/([№§])[ \u00A0\u202F\u2009]?(?=\d|[IVX])/g, `$1${NBSP}`),
});

/** «24 тыс. $»: typograf binds a currency sign to a number, not to «тыс.» or «млн» after it. */
addRule({
  name: 'ru/money/currencyAfterMultiplier',
  index: 711,
  handler: (text) => text.replace(/(\d[ \u00A0](?:тыс\.|млн|млрд|трлн))[ \u202F]?([$€£¥₽])/g, `$1${NBSP}$2`),
});

/**
 * A one-letter word is bound to the next word wherever it stands: typograf binds it only after a
 * space, a parenthesis or a quote, not after Markdown emphasis («**В прошлом году**») or a link's
 * bracket («[о тестировании на пяти пользователях](…)»).
 */
addRule({
  name: 'ru/nbsp/oneLetterWord',
  index: 511,
  handler: (text) => text.replace(/(^|[^\p{L}\p{N}\p{M}\-\u2011.])([а-яё]) /gimu, `$1$2${NBSP}`),
});

/**
 * A message's slot is mostly a number, and bound to the word after it like one: «{count} статьи»,
 * «через {minutes} мин.», «Опыт от {years} лет».
 */
addRule({
  name: 'ru/nbsp/afterSlot',
  index: 512,
  handler: (text) => text.replace(/(\{\w+\}) (?=\p{L})/gu, `$1${NBSP}`),
});

export const typograf = new Typograf({
  locale: ['ru', 'en-US'],
  // Characters, not entities: the texts are rendered by React and Markdown, which escape them.
  htmlEntity: { type: 'default' },
  enableRule: [
    'common/nbsp/afterNumber',
    'common/number/digitGrouping',
    'ru/money/currency',
    'ru/money/currencyAfterMultiplier',
    'ru/nbsp/percent',
    'ru/nbsp/oneLetterWord',
    'ru/nbsp/afterSlot',
    'ru/nbsp/afterNumberOrSectionSign',
  ],
  disableRule: [
    // The texts' own percent style is «42 %» (ru/nbsp/percent).
    'common/space/delBeforePercent',
    // A string may start or end with a space on purpose: «Я соглашаюсь с » precedes a link.
    'common/space/trimLeft',
    'common/space/trimRight',
    // Straight quotes left in Russian texts are code (loading="lazy"); « » and „ “ are already right.
    'common/punctuation/quote',
    // A hyphen opening a line is a Markdown list item, not direct speech.
    'ru/dash/directSpeech',
    // «**Ориентация (1.3.4):** текст» would become «(1.3.4): ** текст»; «6(1)(b) GDPR», «6(1) (b)».
    'common/space/afterColon',
    'common/space/beforeBracket',
    // Version numbers (WCAG 2.2, iOS 17.4) keep their point.
    'ru/number/comma',
    // Replaced by ru/nbsp/afterNumberOrSectionSign: one kind of no-break space in every text.
    'ru/nbsp/afterNumberSign',
    'common/nbsp/afterSectionMark',
    // Dates and phone numbers are data, written as the rest of the site writes them.
    'ru/date/fromISO',
    'ru/other/phone-number',
  ],
});
typograf.setSetting('common/number/digitGrouping', 'space', NBSP);

// Markdown code: fenced blocks first, then spans of one or two backticks.
typograf.addSafeTag(/^(```|~~~)[^]*?^\1/gm);
typograf.addSafeTag(/``[^`\n]+?``|`[^`\n]+`/g);
// Markdown link and image targets: `](https://… "title")`, and autolinks `<https://…>`.
typograf.addSafeTag(/\]\([^)\s]*(?:\s+"[^"]*")?\)/g);
typograf.addSafeTag(/<[a-z][a-z0-9+.-]*:[^>\s]*>/gi);
// Query strings and JSON in the API's answers: «?lang=ru», «{"samples": [...]}».
typograf.addSafeTag(/\?[\w-]+=[\w-]*/g);
typograf.addSafeTag(/\{"[^{}]*\}/g);
// E-mail addresses.
typograf.addSafeTag(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g);
// The studio's legal name and addresses, longest first.
const STUDIO_FACTS = [
  POSTAL_ADDRESS,
  STUDIO.legalName,
  ...Object.values(STUDIO.offices).flatMap((office) => [office.street, office.postalCode]),
].sort((a, b) => b.length - a.length);
typograf.addSafeTag(new RegExp(STUDIO_FACTS.map(escapeRegExp).join('|'), 'g'));
typograf.addSafeTag(SUBSTITUTION);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text with the site's Russian typography; a text already typographed comes back unchanged. */
export function typographRussian(text: string): string {
  return text === '' ? text : typograf.execute(text);
}
