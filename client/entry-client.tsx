import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LANG, isLang } from '../shared/i18n/langs';
import { langOfPath, resolvePage } from '../shared/routes';
import { App } from './app';
import { loadDictionary } from './i18n/dictionary-store';
import { restoreSnapshot } from './content/content-store';
import { CONTENT_SNAPSHOT_ID } from './content/snapshot-id';
import { loadPage } from './pages/page-registry';
import { PageLoadError } from './load-cache';
import { renderedMatch } from './pages/rendered-match';
import { measureVitalsWhenIdle } from './vitals/measure-when-idle';

// The server wrote <html lang> for this response, also for pages without a language prefix.
const documentLang = document.documentElement.lang;
const fallbackLang = isLang(documentLang) ? documentLang : DEFAULT_LANG;
const match = renderedMatch(resolvePage(location.pathname));
const snapshot = document.getElementById(CONTENT_SNAPSHOT_ID);
if (snapshot?.textContent) restoreSnapshot(JSON.parse(snapshot.textContent));

// Load what the first render needs so hydration matches the server's HTML without suspending.
// If it cannot arrive, the server's page stays as it is: readable, its links load pages in full.
const ready = await Promise.all([loadDictionary(langOfPath(location.pathname) ?? fallbackLang), match && loadPage(match)]).then(
  () => true,
  (error: unknown) => {
    console.warn('The page is shown without its scripts:', error);
    return false;
  },
);

// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread for the whole page: the page is already on screen and stays responsive.
if (ready) {
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <BrowserRouter>
          <App fallbackLang={fallbackLang} />
        </BrowserRouter>
      </StrictMode>,
      {
        // A page that did not load is loaded in full (PageErrorBoundary): expected, not a bug.
        onCaughtError: (error, info) => {
          if (error instanceof PageLoadError) console.warn(error.message, error.cause);
          else console.error(error, info.componentStack);
        },
      },
    );
  });
}

measureVitalsWhenIdle();

// Offline support (decision 0010) is for the production build; its code loads after the page.
if (import.meta.env.PROD) {
  const register = () =>
    import('./offline/register-service-worker')
      .then((module) => module.registerServiceWorker())
      .catch((error: unknown) => console.warn('ServiceWorker registration failed', error));
  if (document.readyState === 'complete') void register();
  else addEventListener('load', () => void register(), { once: true });
}
