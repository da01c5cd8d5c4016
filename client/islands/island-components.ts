import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

/** Each island's component, in a chunk of its own that loads when the island comes near the screen. */
export const ISLAND_COMPONENTS: Record<IslandName, () => Promise<ComponentType>> = {
  'contact-form': () => import('../components/contact-form-island').then((m) => m.ContactFormIsland),
  'services-filter': () => import('../components/home/services-section').then((m) => m.ServicesSection),
  'blog-search': () => import('../components/blog-list').then((m) => m.BlogList),
  'careers-board': () => import('../components/careers-board').then((m) => m.CareersBoard),
  'job-application': () => import('../components/job-application-island').then((m) => m.JobApplicationIsland),
};
