import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds, type MetricRatingThresholds } from 'web-vitals';
import type { VitalName } from '../../shared/vitals-limits';
import { nearestRank } from './percentile';
import type { StoredValues } from './vitals-store';

export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Google's thresholds, as the web-vitals library publishes them: [good up to, poor above]. */
const THRESHOLDS: Record<VitalName, MetricRatingThresholds> = {
  LCP: LCPThresholds,
  CLS: CLSThresholds,
  INP: INPThresholds,
  FCP: FCPThresholds,
  TTFB: TTFBThresholds,
};

/** The same rule web-vitals applies to one measurement, here applied to the p75. */
export function rate(name: VitalName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  if (value > poor) return 'poor';
  return value > good ? 'needs-improvement' : 'good';
}

export interface MetricSummary {
  count: number;
  p75: number;
  rating: Rating;
}

export interface PageVitals {
  path: string;
  metrics: Partial<Record<VitalName, MetricSummary>>;
}

/** Per page (in the groups' order) and metric: how many samples, their 75th percentile and its rating. */
export function summarizeVitals(groups: readonly StoredValues[]): PageVitals[] {
  const pages = new Map<string, PageVitals>();
  for (const { path, name, values } of groups) {
    const page = pages.get(path) ?? { path, metrics: {} };
    const p75 = nearestRank(values, 75);
    page.metrics[name] = { count: values.length, p75, rating: rate(name, p75) };
    pages.set(path, page);
  }
  return [...pages.values()];
}
