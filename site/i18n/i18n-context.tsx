import { createContext, use, useMemo, type ReactNode } from 'react';
import { translate, type MessageKey, type Dictionary, type MessageVars } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';

interface I18n {
  lang: Lang;
  dict: Dictionary;
  t: (key: MessageKey, vars?: MessageVars) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ lang, dict, children }: { lang: Lang; dict: Dictionary; children: ReactNode }) {
  const value = useMemo<I18n>(() => ({ lang, dict, t: (key, vars) => translate(dict, key, vars) }), [lang, dict]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = use(I18nContext);
  if (!value) throw new Error('useI18n must be used inside I18nProvider');
  return value;
}

/** A page's name, the same in its <h1>, its breadcrumbs and the server's <title> (shared/pages.ts). */
export function usePageName(page: keyof Dictionary['pages']): string {
  return useI18n().dict.pages[page];
}
