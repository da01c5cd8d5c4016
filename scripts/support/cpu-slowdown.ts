/**
 * The CPU slowdown the browser measures under (`--cpu`): 4 is Lighthouse's mobile profile, 8 a
 * low-end phone's (issue 54, point 3). Only the CPU changes; the network stays Lighthouse's
 * mobile one where the script throttles it.
 */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The `--cpu` argument as a number, or an error that says what it takes. */
export function cpuSlowdownOf(value: string | undefined): number {
  if (value === undefined) return DEFAULT_CPU_SLOWDOWN;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 1 || rate > 20) throw new Error('--cpu must be a slowdown from 1 to 20, such as 4 or 8');
  return rate;
}
