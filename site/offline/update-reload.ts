/** Key of the session's last update reload, and how long after one another is refused. */
const LAST_RELOAD_KEY = 'sw-update-reload';
const LOOP_GUARD_MS = 30_000;

export interface ReloadPage {
  /** Whether a worker controlled the page when it loaded. */
  controlled: boolean;
  reload(): void;
  /** sessionStorage, or null where the browser refuses it. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now(): number;
}

/**
 * Reloads the page once when a new worker takes control (spec: a controller change reloads
 * the page once), so it runs the new build. The first install also changes the controller
 * (clients.claim) but the page is already the newest: that change is only noted. A second
 * change on the same page, or one within 30 s of the last update reload in this tab (a
 * worker that changes on every request), reloads nothing.
 */
export function reloadOnUpdate(container: EventTarget, page: ReloadPage): void {
  let controlled = page.controlled;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    const now = page.now();
    if (reloading || now - Number(page.storage?.getItem(LAST_RELOAD_KEY)) < LOOP_GUARD_MS) return;
    reloading = true;
    page.storage?.setItem(LAST_RELOAD_KEY, String(now));
    page.reload();
  });
}
