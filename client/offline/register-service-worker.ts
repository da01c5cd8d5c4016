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

/**
 * Registers the service worker (spec: /sw.js, on page load). On the first visit nothing
 * controlled the page while it loaded, so the worker is asked to keep the page and the
 * files it fetched: that page then reopens offline too.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const controlled = container.controller !== null;
  reloadOnUpdate(container, { controlled, reload: () => location.reload(), storage: sessionStorageOrNull(), now: Date.now });
  await container.register(SERVICE_WORKER_PATH);
  if (controlled) return;
  const { active } = await container.ready;
  const message: KeepVisitMessage = {
    type: 'keep-visit',
    page: location.href,
    resources: performance.getEntriesByType('resource').map((entry) => entry.name),
  };
  active?.postMessage(message);
}
