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

/** Set on an island's element once it is live; until then a submit inside it is held. */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Loads an island's code and hydrates it, once however often it is asked. A form submitted
 * before that is sent again once the island is live (`held`).
 */
function hydrator(element: HTMLElement, name: IslandName): { start(): void; held: { form: HTMLFormElement | null } } {
  const held: { form: HTMLFormElement | null } = { form: null };
  let started = false;
  const onHydrated = () => {
    element.setAttribute(HYDRATED_ATTRIBUTE, '');
    held.form?.requestSubmit();
    held.form = null;
  };
  const start = () => {
    if (started) return;
    started = true;
    // One try again, for a flaky connection; if the code still does not come, the island stays
    // as the server rendered it: readable, its links plain links.
    retryOnce(() => Promise.all([import('./hydrate-island'), ISLAND_COMPONENTS[name]()])).then(
      ([{ hydrateIsland }, component]) => hydrateIsland(element, name, component, onHydrated),
      (error: unknown) => console.warn(`The ${name} stays as the server rendered it:`, error),
    );
  };
  return { start, held };
}

/**
 * A form in an island is React's to send. Submitted before the island is live, the browser
 * would send it itself, with every field in the address: it is held instead, the island's code
 * is asked for at once, and the form is sent when the island is live.
 */
function holdEarlySubmits(element: HTMLElement, { start, held }: ReturnType<typeof hydrator>): void {
  element.addEventListener(
    'submit',
    (event) => {
      if (element.hasAttribute(HYDRATED_ATTRIBUTE) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      held.form = event.target;
      start();
    },
    { capture: true },
  );
}

/**
 * Each island on the page loads React and its own code when it comes near the screen, and
 * hydrates; a page without islands loads neither.
 */
export function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIslandName(name)) continue;
    const island = hydrator(element, name);
    holdEarlySubmits(element, island);
    whenNear(element, island.start);
  }
}
