import { nextClosing } from '../../shared/content/job-openings';

/** Longest single wait: timers cannot wait for weeks, and a day keeps a changed clock honest. */
const MAX_WAIT_MS = 24 * 60 * 60_000;

/**
 * Calls `onClose` just after each open position's last day ends, while the process runs (the
 * pages of a closed position changed: IndexNow should hear of it). Returns a stop function.
 */
export function onJobClosings(onClose: () => void, clock: () => Date = () => new Date()): () => void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const next = nextClosing(clock());
    if (!next) return;
    const wait = Math.min(Math.max(next.getTime() - clock().getTime(), 1_000), MAX_WAIT_MS);
    timer = setTimeout(() => {
      if (clock() >= next) onClose();
      schedule();
    }, wait).unref();
  };
  schedule();
  return () => clearTimeout(timer);
}
