import { createContext, use } from 'react';
import type { Lang } from '../shared/i18n/langs';

/** Each language's version of the consent document, derived from its text on the server (site/render/consent-version.ts, decision 0036). */
export type ConsentVersions = Record<Lang, string>;

export const ConsentVersionContext = createContext<ConsentVersions | null>(null);

export function useConsentVersion(lang: Lang): string {
  const versions = use(ConsentVersionContext);
  if (!versions) throw new Error('useConsentVersion outside a rendered page');
  return versions[lang];
}
