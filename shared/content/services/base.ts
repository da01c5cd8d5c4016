import type { Service } from '../types';

/** Language-neutral facts about the services, in display order. */
export const SERVICES: readonly Service[] = [
  { id: 1, slug: 'product-strategy', category: 'strategy', icon: 'compass' },
  { id: 2, slug: 'ux-ui-design', category: 'design', icon: 'pen-tool' },
  { id: 3, slug: 'mobile-development', category: 'development', icon: 'smartphone' },
  { id: 4, slug: 'web-development', category: 'development', icon: 'code' },
  { id: 5, slug: 'growth-marketing', category: 'growth', icon: 'trending-up' },
  { id: 6, slug: 'analytics-optimization', category: 'growth', icon: 'bar-chart' },
];
