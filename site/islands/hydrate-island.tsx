import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANG, isLang } from '../../shared/i18n/langs';
import { restoreSnapshot } from '../content-store/content-store';
import type { IslandTexts } from './island-texts';
import { islandIdPrefix, type IslandName } from './island-registry';
import { IslandRoot } from './island-root';

/** Hydrates one island in the tree the server rendered it in (IslandRoot), with its language's texts and its page's props. */
export function hydrateIsland(
  element: HTMLElement,
  name: IslandName,
  Component: ComponentType<object>,
  texts: IslandTexts,
  onHydrated: () => void,
): void {
  restoreSnapshot(texts.content);
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
  // The server wrote <html lang> for this response, also for pages without a language prefix.
  const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANG;
  // In a transition React hydrates in slices of a few milliseconds, between which the browser
  // handles what the visitor types; outside one, the whole island is one long task.
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot
        lang={lang}
        dict={texts.dict}
        location={{ pathname: location.pathname, search: location.search }}
        today={element.dataset.today ?? ''}
        onHydrated={onHydrated}
      >
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(name) },
    );
  });
}
