import { LOCALE_TAGS, type Lang } from './langs';

/** A phrase in each plural form English and Russian use ("{count}" or another name inside). */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other: string;
}

// Made once per language: building Intl formatters loads locale data, which is slow.
const rules = new Map<Lang, Intl.PluralRules>();
const numbers = new Map<Lang, Intl.NumberFormat>();

function once<T>(made: Map<Lang, T>, lang: Lang, make: (locale: string) => T): T {
  let value = made.get(lang);
  if (value === undefined) {
    value = make(LOCALE_TAGS[lang]);
    made.set(lang, value);
  }
  return value;
}

/**
 * A count as the language writes it. Chromium takes 40 to 90 ms (unthrottled) to build a page's
 * first Intl.NumberFormat, in the task that hydrates an island showing a count; whole numbers
 * under 1,000 are plain digits in English and Russian alike, so they do without it.
 */
function formatCount(count: number, lang: Lang): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  return once(numbers, lang, (locale) => new Intl.NumberFormat(locale)).format(count);
}

/** The form of `forms` that `count` takes in the page's language, with "{name}" filled in. */
export function plural(forms: PluralForms, count: number, lang: Lang, name: string): string {
  const category = once(rules, lang, (locale) => new Intl.PluralRules(locale)).select(count);
  const form = category in forms ? forms[category as keyof PluralForms] : forms.other;
  return form.replaceAll(`{${name}}`, formatCount(count, lang));
}
