import type { Dictionary } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';
import { createLoadCache } from '../load-cache';

// One chunk per language: a page ships only the strings of the language it shows.
const loaders: Record<Lang, () => Promise<Dictionary>> = {
  en: () => import('../../shared/i18n/en').then((m) => m.en),
  ru: () => import('../../shared/i18n/ru').then((m) => m.ru),
};

const cache = createLoadCache((lang: Lang) => loaders[lang]());

export const loadDictionary = cache.load;
