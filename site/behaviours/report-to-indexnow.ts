import { INDEXNOW_META } from '../../shared/indexnow-key';
import type { IndexNowPayload } from '../../shared/indexnow';
import { pathOf, resolvePage } from '../../shared/routes';

/**
 * docs/requirements.md section 7: each page except home reports itself to /api/indexnow, which forwards it
 * to IndexNow at most once per content version. Pages only do so when the server names a
 * key file (a key is configured).
 */
export function reportToIndexNow(): void {
  const match = resolvePage(location.pathname);
  const path = match?.found && match.page !== 'home' ? pathOf(match) : null;
  const keyLocation = document.querySelector<HTMLMetaElement>(`meta[name="${INDEXNOW_META}"]`)?.content;
  if (!path || !keyLocation) return;
  const payload: IndexNowPayload = {
    url: new URL(path, keyLocation).href,
    key: new URL(keyLocation).pathname.slice(1).replace(/\.txt$/, ''),
    keyLocation,
  };
  import('../requests/request')
    .then(({ apiRequest }) => apiRequest('POST', '/api/indexnow', payload))
    .then((response) => response.json())
    .then(
      (body: unknown) => console.info('IndexNow:', JSON.stringify(body)),
      (error: Error) => console.warn(`IndexNow: ${error.message}`),
    );
}
