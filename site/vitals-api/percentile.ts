/**
 * The nearest-rank percentile of values sorted ascending: the smallest value such that at
 * least p% of all values are less than or equal to it, i.e. the value at 1-based rank
 * ceil(p/100 × n). Always one of the measured values, never an interpolation.
 */
export function nearestRank(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('No values to take a percentile of.');
  if (!(p > 0 && p <= 100)) throw new RangeError(`Percentile must be in (0, 100], got ${p}.`);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1]!;
}
