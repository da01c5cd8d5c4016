import { LOCALE_TAGS, type Lang } from './langs';

/** A phrase in each plural form English and Russian use ("{count}" or another name inside). */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other: string;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** The form of `forms` that `count` takes in the page's language, with "{name}" filled in. */
export function plural(forms: PluralForms, count: number, lang: Lang, name: string): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_TAGS[lang]);
    pluralRules.set(lang, rules);
  }
  const category = rules.select(count);
  const form = category in forms ? forms[category as keyof PluralForms] : forms.other;
  return form.replaceAll(`{${name}}`, new Intl.NumberFormat(LOCALE_TAGS[lang]).format(count));
}
