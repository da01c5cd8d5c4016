import { createContext, use } from 'react';
import type { ConsentVersions } from '../shared/content/legal/types';
import type { Lang } from '../shared/i18n/langs';

export const ConsentVersionContext = createContext<ConsentVersions | null>(null);

export function useConsentVersion(lang: Lang): string {
  const versions = use(ConsentVersionContext);
  if (!versions) throw new Error('useConsentVersion outside a rendered page');
  return versions[lang];
}
