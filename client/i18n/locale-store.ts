import type { LocaleContent } from '../../shared/content/locale-content';
import type { Dictionary } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';

/** One language's UI strings and content texts. */
export interface Locale {
  dict: Dictionary;
  content: LocaleContent;
}

// One chunk pair per language: a page ships only the language it shows.
const loaders: Record<Lang, () => Promise<Locale>> = {
  en: async () => {
    const [{ en }, { content }] = await Promise.all([import('../../shared/i18n/en'), import('../../shared/content/content-en')]);
    return { dict: en, content };
  },
  ru: async () => {
    const [{ ru }, { content }] = await Promise.all([import('../../shared/i18n/ru'), import('../../shared/content/content-ru')]);
    return { dict: ru, content };
  },
};

const loaded = new Map<Lang, Locale>();
const pending = new Map<Lang, Promise<Locale>>();

export function loadLocale(lang: Lang): Promise<Locale> {
  let promise = pending.get(lang);
  if (!promise) {
    promise = loaders[lang]().then((locale) => {
      loaded.set(lang, locale);
      return locale;
    });
    pending.set(lang, promise);
  }
  return promise;
}

/** The locale if it has arrived; render code suspends on `loadLocale` otherwise. */
export function loadedLocale(lang: Lang): Locale | undefined {
  return loaded.get(lang);
}
