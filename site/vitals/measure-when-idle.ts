import { afterLoadAndFirstPaint } from '../after-first-paint';
import { thisPagePath } from '../page-path';

/** docs/requirements.md section 9: deferred loading waits for an idle moment, or 5 s where idle callbacks are missing. */
const IDLE_WAIT_MS = 5000;

function afterLoadWhenIdle(run: () => void): void {
  afterLoadAndFirstPaint(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    else setTimeout(run, IDLE_WAIT_MS);
  });
}

/**
 * Field measurement of this document's page (decision 0011): every page is a document of its
 * own (decision 0017), and web-vitals measures its load. The
 * library comes in its own chunk once the page is idle, so first load does not carry it.
 */
export function measureVitalsWhenIdle(): void {
  const path = thisPagePath();
  if (!path) return;
  afterLoadWhenIdle(() => {
    import('./vitals-reporter')
      .then(({ reportVitals }) => reportVitals(path))
      .catch((error: Error) => console.warn(`Web vitals: ${error.message}`));
  });
}
