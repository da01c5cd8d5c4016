import { useEffect } from 'react';
import { INDEXNOW_META } from '../../shared/indexnow-key';
import type { IndexNowPayload } from '../../shared/indexnow';
import { pathOf, type PageMatch } from '../../shared/routes';

/**
 * Spec section 7: after each route change except home, the page reports itself to
 * /api/indexnow, which forwards it to IndexNow at most once per content version. Pages
 * only do so when the server names a key file (a key is configured).
 */
export function useIndexNowReport(match: PageMatch | null): void {
  const path = match?.found && match.page !== 'home' ? pathOf(match) : null;
  useEffect(() => {
    if (!path) return;
    const keyLocation = document.querySelector<HTMLMetaElement>(`meta[name="${INDEXNOW_META}"]`)?.content;
    if (!keyLocation) return;
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
  }, [path]);
}
