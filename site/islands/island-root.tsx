import { useEffect, type ReactNode } from 'react';
import type { Dictionary } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';
import { I18nProvider } from '../i18n/i18n-context';
import { LocationContext, type PageLocation } from '../location-context';
import { TodayContext } from '../today-context';
import { IslandBoundary } from './island-boundary';

/**
 * What an island renders inside, the same on the server and in the browser, so that its
 * markup and its `useId`s match when it hydrates. A failure in the browser stays inside it.
 */
export function IslandRoot({
  lang,
  dict,
  location,
  today,
  onHydrated,
  children,
}: {
  lang: Lang;
  dict: Dictionary;
  location: PageLocation;
  today: string;
  /** In the browser: called once the island is live (its children's effects have run). */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <LocationContext value={location}>
      <TodayContext value={today}>
        <I18nProvider lang={lang} dict={dict}>
          <IslandBoundary message={dict.islandError.message} reload={dict.islandError.reload}>
            {children}
          </IslandBoundary>
        </I18nProvider>
      </TodayContext>
    </LocationContext>
  );
}
