import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

export interface IslandLoader {
  /** The island's component, in a chunk of its own. */
  load: () => Promise<ComponentType>;
  /**
   * When that chunk loads (site/islands/hydrate-islands.ts): `near`, as the island comes near
   * the screen; `intent`, when a visitor reaches for it. Forms load on intent, which keeps React
   * out of their pages' load (decision 0017); the home page's service filter is buttons, whose
   * first click would be lost before hydration, so it loads near the screen.
   */
  loads: 'near' | 'intent';
}

export const ISLANDS: Record<IslandName, IslandLoader> = {
  'contact-form': { load: () => import('../components/contact-form-island').then((m) => m.ContactFormIsland), loads: 'intent' },
  'services-filter': { load: () => import('../components/home/services-section').then((m) => m.ServicesSection), loads: 'near' },
  'blog-search': { load: () => import('../components/blog-list').then((m) => m.BlogList), loads: 'intent' },
  'careers-board': { load: () => import('../components/careers-board').then((m) => m.CareersBoard), loads: 'intent' },
  'job-application': { load: () => import('../components/job-application-island').then((m) => m.JobApplicationIsland), loads: 'intent' },
};
