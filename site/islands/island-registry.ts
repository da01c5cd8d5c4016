import type { ReactNode } from 'react';
import type { CollectionKind } from '../../shared/content/lang-content';

interface IslandEntry {
  /**
   * The island's component, in a chunk of its own; the server loads them all before its first
   * render (island.tsx). Its props, if any, are what its page gives it (`<Island props>`), as JSON.
   */
  load: () => Promise<(props: never) => ReactNode>;
  /**
   * When the browser loads that chunk (site/islands/hydrate-islands.ts): `near`, as the island
   * comes near the screen; `intent`, when a visitor reaches for it. Forms load on intent, which
   * keeps React out of their pages' load (decision 0017); the home page's service filter is
   * buttons, whose first click would be lost before hydration, so it loads near the screen.
   */
  loads: 'near' | 'intent';
}

/**
 * The interactive parts of pages: the only places React runs in the browser (decision 0017).
 * Everything else is the server's HTML with small scripts (site/behaviours). An island is its
 * component and its entry here: a page places it with `<Island name>` (island.tsx), which the
 * server renders, and the browser hydrates it (hydrate-islands.ts).
 */
export const ISLANDS = {
  'contact-form': { load: () => import('../components/contact-form-island').then((m) => m.ContactFormIsland), loads: 'intent' },
  'services-filter': { load: () => import('../components/home/services-section').then((m) => m.ServicesSection), loads: 'near' },
  'blog-search': { load: () => import('../components/blog-list').then((m) => m.BlogList), loads: 'intent' },
  'careers-board': { load: () => import('../components/careers-board').then((m) => m.CareersBoard), loads: 'intent' },
  'job-application': { load: () => import('../components/job-application-island').then((m) => m.JobApplicationIsland), loads: 'intent' },
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof ISLANDS;

/** What an island's component takes from its page: `{}` for most. */
export type IslandProps<N extends IslandName> =
  Parameters<Awaited<ReturnType<(typeof ISLANDS)[N]['load']>>> extends [infer P extends object] ? P : object;

export const isIslandName = (name: string | undefined): name is IslandName => name !== undefined && Object.hasOwn(ISLANDS, name);

/** `useId` in an island is prefixed with its name: the same ids on the server and in the browser. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

/**
 * The texts islands may read, besides the page dictionary: each language's are one file
 * (site/render/island-texts-file.ts). An island that reads another fails its page's render (island.tsx).
 * The blog's are not among them, as they grow with every article: the blog list's island gets
 * its page's cards as props, and its search an index of its own (decision 0069).
 */
export const ISLAND_COLLECTIONS = ['copy', 'services', 'jobs'] as const satisfies readonly CollectionKind[];
