export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** BCP 47 tags for Intl and for hreflang. */
export const LOCALE_TAGS: Record<Lang, string> = { en: 'en-US', ru: 'ru-RU' };

/** Name of the localStorage key and of the cookie that remember a visitor's language choice. */
export const PREFERRED_LANG_KEY = 'preferredLanguage';

/** Each language's name in itself, for the language switch. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', ru: 'Русский' };
