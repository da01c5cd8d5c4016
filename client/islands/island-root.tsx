import type { ReactNode } from 'react';
import type { Dictionary } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';
import { I18nProvider } from '../i18n/i18n-context';
import { LocationContext, type PageLocation } from '../location-context';

/**
 * What an island renders inside, the same on the server and in the browser, so that its
 * markup and its `useId`s match when it hydrates.
 */
export function IslandRoot({ lang, dict, location, children }: { lang: Lang; dict: Dictionary; location: PageLocation; children: ReactNode }) {
  return (
    <LocationContext value={location}>
      <I18nProvider lang={lang} dict={dict}>{children}</I18nProvider>
    </LocationContext>
  );
}
