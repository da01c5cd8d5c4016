import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoadError, retryOnce } from '../load-cache';

/** How far below the viewport a section starts loading its code. */
const LOAD_MARGIN = '400px 0px';

/**
 * Resolves once the server-rendered element `id` comes near the viewport. Without it
 * (the server, or a page rendered on the client) there is nothing to wait for.
 */
function whenNear(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
  });
}

/**
 * The section's code, tried twice. If it does not arrive, a section the server rendered stays
 * as it is (its HTML readable, its links plain links: the load never settles, so React leaves
 * it dehydrated); a page rendered here after navigation throws, and is loaded in full instead.
 */
function loadSection(id: string, load: () => Promise<ComponentType>): Promise<ComponentType> {
  return whenNear(id)
    .then(() => retryOnce(load))
    .catch((error: unknown) => {
      if (!document.getElementById(id)) throw new PageLoadError(`the home section "${id}"`, error);
      console.warn(`The home section "${id}" stays as the server rendered it:`, error);
      return new Promise<never>(() => undefined);
    });
}

/**
 * A home section whose code loads when the visitor scrolls near it. Its server-rendered
 * HTML is shown (and its links work) from the start; React hydrates it once its code
 * arrives, so the first load carries only the code of what is on screen.
 */
export function deferredSection(id: string, load: () => Promise<ComponentType>): ComponentType {
  const Section = lazy(() => loadSection(id, load).then((component) => ({ default: component })));
  return function DeferredSection() {
    return (
      <Suspense fallback={null}>
        <Section />
      </Suspense>
    );
  };
}
