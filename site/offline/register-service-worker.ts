import { SERVICE_WORKER_PATH } from '../../shared/web-app';
import type { KeepVisitMessage } from '../service-worker/messages';
import { reloadOnUpdate } from './update-reload';

function sessionStorageOrNull(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** How long the first install may take to claim the page; a page reloaded past its worker never is. */
const CLAIM_WAIT_MS = 3000;
/** Requests that started before the claim have finished well within this. */
const LATE_ENTRIES_MS = 30_000;

/**
 * Registers the service worker (spec: /sw.js, on page load). On the first visit nothing
 * controlled the page while it loaded, so the worker is asked to keep the page and the files
 * it fetched: that page then reopens offline too. Files requested before the worker took
 * control never passed through it, even those that finish later (a chunk loaded when the page
 * is idle): those are sent as they finish. A page reloaded past the worker (Shift+Reload) is
 * never claimed: everything it loads is sent.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const controlled = container.controller !== null;
  reloadOnUpdate(container, { controlled, reload: () => location.reload(), storage: sessionStorageOrNull(), now: Date.now });
  // The claim (controllerchange) can come as soon as the worker is registered: listen first.
  const claimed = { at: Number.POSITIVE_INFINITY };
  const claim = new Promise<void>((resolve) => {
    const onClaim = () => {
      claimed.at = performance.now();
      resolve();
    };
    container.addEventListener('controllerchange', onClaim, { once: true });
  });
  await container.register(SERVICE_WORKER_PATH);
  if (controlled) return;
  const { active } = await container.ready;
  await Promise.race([claim, new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT_MS))]);
  const sent = new Set<string>();
  const keep = (entries: PerformanceEntryList) => {
    const resources = entries.filter((entry) => entry.startTime < claimed.at && !sent.has(entry.name)).map((entry) => entry.name);
    if (sent.size > 0 && resources.length === 0) return;
    for (const url of resources) sent.add(url);
    const message: KeepVisitMessage = { type: 'keep-visit', page: location.href, resources };
    active?.postMessage(message);
  };
  keep(performance.getEntriesByType('resource'));
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'resource' });
  // Once claimed, only requests already under way can still bypass the worker.
  if (Number.isFinite(claimed.at)) setTimeout(() => observer.disconnect(), LATE_ENTRIES_MS);
}
