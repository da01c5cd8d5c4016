import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation the focus moves to the new page's h1 (or its main region),
 * so screen readers announce the page that appeared and Tab continues from its top instead
 * of from a link that is gone. The first load keeps the browser's own focus, and a hash in
 * the address leaves it to the browser or the page (skip link, services page).
 */
export function useFocusOnNavigation(mainId: string): void {
  const { pathname, hash } = useLocation();
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    if (hash) return;
    const main = document.getElementById(mainId);
    const heading = main?.querySelector('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    (heading ?? main)?.focus({ preventScroll: true });
  }, [pathname, hash, mainId]);
}
