import { afterLoadAndFirstPaint } from './after-first-paint';
import { BEHAVIOURS } from './behaviours/start-behaviours';
import { loadLaterStylesheetOnFirstTouch } from './later-stylesheet';
import { hydrateIslands } from './islands/hydrate-islands';
import { measureVitalsWhenIdle } from './vitals/measure-when-idle';
import { oneTaskEach } from './one-task-each';

// Pages are the server's HTML (decision 0017): small scripts for what every page does, and
// React only in the islands, loaded when they come near the screen.
oneTaskEach([hydrateIslands, ...BEHAVIOURS, measureVitalsWhenIdle]);
loadLaterStylesheetOnFirstTouch();

// Offline support (decision 0010) is for the production build; its code loads after the page.
if (import.meta.env.PROD) {
  afterLoadAndFirstPaint(() => {
    import('./offline/register-service-worker')
      .then((module) => module.registerServiceWorker())
      .catch((error: unknown) => console.warn('ServiceWorker registration failed', error));
  });
}
