import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every navigation starts at the top of the page, or at the element its hash names. The first
 * load is left to the browser: a visitor who scrolled before the page hydrated stays put.
 */
export function useScrollToTop(): void {
  const { pathname, hash, key } = useLocation();
  const shown = useRef(key);
  useLayoutEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, key]);
}
