import { retryOnce } from '../load-cache';
import { ISLAND_COMPONENTS } from './island-components';
import { isIslandName, type IslandName } from './island-names';

/** How far below the screen an island starts loading its code. */
const LOAD_MARGIN = '400px 0px';

/** An island's element takes no part in the layout (`display: contents`), so its children are watched. */
function whenNear(element: Element, run: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: LOAD_MARGIN },
  );
  for (const child of element.children) observer.observe(child);
}

function hydrate(element: HTMLElement, name: IslandName): void {
  // One try again, for a flaky connection; if the code still does not come, the island stays
  // as the server rendered it: readable, its links plain links.
  retryOnce(() => Promise.all([import('./hydrate-island'), ISLAND_COMPONENTS[name]()])).then(
      ([{ hydrateIsland }, component]) => hydrateIsland(element, name, component),
      (error: unknown) => console.warn(`The ${name} stays as the server rendered it:`, error),
    );
}

/**
 * Each island on the page loads React and its own code when it comes near the screen, and
 * hydrates; a page without islands loads neither.
 */
export function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (isIslandName(name)) whenNear(element, () => hydrate(element, name));
  }
}
