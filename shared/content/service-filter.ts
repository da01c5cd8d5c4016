import { SERVICE_CATEGORIES, type Service, type ServiceCategory } from './types';

/** The home page's filter tabs, in display order: everything, then one per category. */
export const SERVICE_FILTERS = ['all', ...SERVICE_CATEGORIES] as const satisfies readonly ('all' | ServiceCategory)[];
export type ServiceFilter = (typeof SERVICE_FILTERS)[number];

/** The services a filter tab shows, keeping the display order; `all` shows every one. */
export function filterServices<T extends Pick<Service, 'category'>>(services: readonly T[], filter: ServiceFilter): T[] {
  return filter === 'all' ? [...services] : services.filter((service) => service.category === filter);
}
