import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANG, isLang } from '../../shared/i18n/langs';
import { restoreSnapshot } from '../content-store/content-store';
import { readIslandData, type IslandData } from './island-data';
import { islandIdPrefix, type IslandName } from './island-registry';
import { IslandRoot } from './island-root';

let restored = false;

/** The strings and texts the server rendered with; the texts go into the content store once. */
function islandData(): IslandData {
  const data = readIslandData();
  if (!data) throw new Error('The page has no island data');
  if (!restored) restoreSnapshot(data.content);
  restored = true;
  return data;
}

/** Hydrates one island in the tree the server rendered it in (IslandRoot). */
export function hydrateIsland(element: HTMLElement, name: IslandName, Component: ComponentType, onHydrated: () => void): void {
  const { dict, today } = islandData();
  // The server wrote <html lang> for this response, also for pages without a language prefix.
  const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANG;
  hydrateRoot(
    element,
    <IslandRoot
      lang={lang}
      dict={dict}
      location={{ pathname: location.pathname, search: location.search }}
      today={today}
      onHydrated={onHydrated}
    >
      <Component />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(name) },
  );
}
