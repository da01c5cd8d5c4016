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

/** Resolves with the page's clock once a worker controls the page (clients.claim on the first install). */
function whenControlled(container: ServiceWorkerContainer): Promise<number> {
  return new Promise((resolve) => {
    if (container.controller) resolve(performance.now());
    else container.addEventListener('controllerchange', () => resolve(performance.now()), { once: true });
  });
}

/**
 * Registers the service worker (spec: /sw.js, on page load). On the first visit nothing
 * controlled the page while it loaded, so the worker is asked to keep the page and the
 * files it fetched: that page then reopens offline too. A file requested before the worker
 * took control never passed through it, even one that finishes later (a chunk loaded when
 * the page is idle): those are sent as they finish.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const controlled = container.controller !== null;
  reloadOnUpdate(container, { controlled, reload: () => location.reload(), storage: sessionStorageOrNull(), now: Date.now });
  await container.register(SERVICE_WORKER_PATH);
  if (controlled) return;
  const { active } = await container.ready;
  const controlledAt = await whenControlled(container);
  const keep = (entries: PerformanceEntryList) => {
    const resources = entries.filter((entry) => entry.startTime < controlledAt).map((entry) => entry.name);
    const message: KeepVisitMessage = { type: 'keep-visit', page: location.href, resources };
    active?.postMessage(message);
  };
  keep(performance.getEntriesByType('resource'));
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime < controlledAt)) keep(list.getEntries());
  }).observe({ type: 'resource' });
}
