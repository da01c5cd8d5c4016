import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../../shared/content/.generated/services';
import { SERVICE_FILTERS, filterServices } from '../../../shared/content/service-filter';
import { SERVICE_CATEGORIES } from '../../../shared/content/types';

const slugs = (filter: (typeof SERVICE_FILTERS)[number]) => filterServices(SERVICES, filter).map((s) => s.slug);

describe('filterServices', () => {
  it('offers all first, then every category once', () => {
    expect(SERVICE_FILTERS).toEqual(['all', 'strategy', 'design', 'development', 'growth']);
    expect(SERVICE_FILTERS.slice(1)).toEqual([...SERVICE_CATEGORIES]);
  });

  it('shows all six services in display order for "all"', () => {
    expect(slugs('all')).toEqual([
      'product-strategy',
      'ux-ui-design',
      'mobile-development',
      'web-development',
      'growth-marketing',
      'analytics-optimization',
    ]);
  });

  it('shows exactly the services of each category, in display order', () => {
    expect(slugs('strategy')).toEqual(['product-strategy']);
    expect(slugs('design')).toEqual(['ux-ui-design']);
    expect(slugs('development')).toEqual(['mobile-development', 'web-development']);
    expect(slugs('growth')).toEqual(['growth-marketing', 'analytics-optimization']);
  });

  it('leaves no category empty and loses no service between the categories', () => {
    const perCategory = SERVICE_CATEGORIES.map((category) => filterServices(SERVICES, category));
    for (const list of perCategory) expect(list.length).toBeGreaterThan(0);
    expect(
      perCategory
        .flat()
        .map((s) => s.slug)
        .sort(),
    ).toEqual(slugs('all').sort());
  });

  it('returns a new array, never the input itself', () => {
    const all = filterServices(SERVICES, 'all');
    expect(all).not.toBe(SERVICES);
    expect(all).toEqual(SERVICES);
  });
});
