import { describe, expect, it } from 'vitest';
import { nearestRank } from '../../../site/vitals-api/percentile';
import { rate, summarizeVitals } from '../../../site/vitals-api/vitals-summary';
import { VitalsReportSchema } from '../../../shared/vitals';
import { MAX_SAMPLES } from '../../../shared/vitals-limits';

describe('nearestRank', () => {
  it('takes the value at rank ceil(p × n)', () => {
    expect(nearestRank([10, 20, 30, 40], 75)).toBe(30);
    expect(nearestRank([10, 20, 30, 40, 50], 75)).toBe(40);
    expect(nearestRank([1, 2, 3, 4, 5, 6, 7, 8], 75)).toBe(6);
    expect(
      nearestRank(
        Array.from({ length: 100 }, (_, i) => i + 1),
        75,
      ),
    ).toBe(75);
    expect(
      nearestRank(
        Array.from({ length: 101 }, (_, i) => i + 1),
        75,
      ),
    ).toBe(76);
  });

  it('handles one value and the extremes', () => {
    expect(nearestRank([42], 75)).toBe(42);
    expect(nearestRank([1, 2, 3], 100)).toBe(3);
    expect(nearestRank([1, 2, 3], 1)).toBe(1);
  });

  it('refuses no values and percentiles outside (0, 100]', () => {
    expect(() => nearestRank([], 75)).toThrow(RangeError);
    expect(() => nearestRank([1], 0)).toThrow(RangeError);
    expect(() => nearestRank([1], 101)).toThrow(RangeError);
  });
});

describe('rate', () => {
  it("applies Google's thresholds: good up to the first, poor above the second", () => {
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('LCP', 2501)).toBe('needs-improvement');
    expect(rate('LCP', 4000)).toBe('needs-improvement');
    expect(rate('LCP', 4001)).toBe('poor');
    expect(rate('CLS', 0.1)).toBe('good');
    expect(rate('CLS', 0.26)).toBe('poor');
    expect(rate('INP', 201)).toBe('needs-improvement');
    expect(rate('FCP', 3001)).toBe('poor');
    expect(rate('TTFB', 800)).toBe('good');
  });
});

describe('summarizeVitals', () => {
  it('gives count, p75 and rating per page and metric', () => {
    const pages = summarizeVitals([
      { path: '/en', name: 'LCP', values: [1000, 2000, 3000, 5000] },
      { path: '/en', name: 'CLS', values: [0] },
      { path: '/ru/blog', name: 'TTFB', values: [900, 2000] },
    ]);
    expect(pages).toEqual([
      {
        path: '/en',
        metrics: {
          LCP: { count: 4, p75: 3000, rating: 'needs-improvement' },
          CLS: { count: 1, p75: 0, rating: 'good' },
        },
      },
      { path: '/ru/blog', metrics: { TTFB: { count: 2, p75: 2000, rating: 'poor' } } },
    ]);
  });
});

describe('VitalsReportSchema', () => {
  const sample = { path: '/en/blog', name: 'LCP', value: 1234.5, id: 'v6-1700000000000-1234567890123' };
  const problemOf = (body: unknown) => {
    const result = VitalsReportSchema.safeParse(body);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('accepts samples of real pages and metrics', () => {
    expect(problemOf({ samples: [sample, { ...sample, name: 'CLS', value: 0, path: '/ru/careers/senior-react-developer' }] })).toBeNull();
  });

  it('names the wrong part', () => {
    expect(problemOf({ samples: [{ ...sample, path: '/en/nope' }] })).toBe('path');
    expect(problemOf({ samples: [{ ...sample, path: '/en/blog/' }] })).toBe('path');
    expect(problemOf({ samples: [{ ...sample, path: '/en/blog?utm=x' }] })).toBe('path');
    expect(problemOf({ samples: [{ ...sample, path: '/en/projects/unknown-project' }] })).toBe('path');
    expect(problemOf({ samples: [{ ...sample, name: 'FID' }] })).toBe('name');
    expect(problemOf({ samples: [{ ...sample, value: -1 }] })).toBe('value');
    expect(problemOf({ samples: [{ ...sample, value: '12' }] })).toBe('value');
    expect(problemOf({ samples: [{ ...sample, value: Infinity }] })).toBe('value');
    expect(problemOf({ samples: [{ ...sample, value: NaN }] })).toBe('value');
    expect(problemOf({ samples: [{ ...sample, value: 120_001 }] })).toBe('value');
    expect(problemOf({ samples: [{ ...sample, name: 'CLS', value: 11 }] })).toBe('value');
    expect(problemOf({ samples: [{ ...sample, id: 'has spaces' }] })).toBe('id');
    expect(problemOf({ samples: [] })).toBe('shape');
    expect(problemOf({ samples: Array.from({ length: MAX_SAMPLES + 1 }, () => sample) })).toBe('shape');
    expect(problemOf([sample])).toBe('shape');
  });
});
