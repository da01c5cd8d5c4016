import { INDEXNOW_META } from '../../shared/indexnow-key';
import type { IndexNowPayload } from '../../shared/indexnow';
import { matchPath } from '../../shared/routes';
import { thisPagePath } from '../page-path';

/**
 * docs/requirements.md section 7: each page except home reports itself to /api/indexnow, which forwards it
 * to IndexNow at most once per content version. Pages only do so when the server names a
 * key file (a key is configured).
 */
export function reportToIndexNow(): void {
  const page = thisPagePath();
  const path = page && matchPath(page)?.page !== 'home' ? page : null;
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
