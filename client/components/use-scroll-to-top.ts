import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top of the page, or at the element its hash names. */
export function useScrollToTop(): void {
  const { pathname, hash, key } = useLocation();
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, key]);
}
