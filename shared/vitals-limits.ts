// Plain constants, without zod, so the browser's reporter can import them on its own.

/** The metrics the site measures (web-vitals' names). */
export const VITAL_NAMES = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Largest plausible values: timings in milliseconds (two minutes), CLS as a unitless score.
 * Anything larger is a broken or forged report, not a slow visit.
 */
export const VITAL_MAX: Record<VitalName, number> = { LCP: 120_000, CLS: 10, INP: 120_000, FCP: 120_000, TTFB: 120_000 };

/** Samples one report may carry: five metrics, a few times over after back/forward-cache restores. */
export const MAX_SAMPLES = 20;
