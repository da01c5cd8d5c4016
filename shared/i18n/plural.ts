import { LOCALE_TAGS, type Lang } from './langs';

/** A phrase in each plural form English and Russian use ("{count}" or another name inside). */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other: string;
}

// Made once per language: building Intl formatters loads locale data, which is slow.
const formatters = new Map<Lang, { rules: Intl.PluralRules; number: Intl.NumberFormat }>();

function formattersOf(lang: Lang) {
  let made = formatters.get(lang);
  if (!made) {
    made = { rules: new Intl.PluralRules(LOCALE_TAGS[lang]), number: new Intl.NumberFormat(LOCALE_TAGS[lang]) };
    formatters.set(lang, made);
  }
  return made;
}

/** The form of `forms` that `count` takes in the page's language, with "{name}" filled in. */
export function plural(forms: PluralForms, count: number, lang: Lang, name: string): string {
  const { rules, number } = formattersOf(lang);
  const category = rules.select(count);
  const form = category in forms ? forms[category as keyof PluralForms] : forms.other;
  return form.replaceAll(`{${name}}`, number.format(count));
}
