import { useEffect } from 'react';
import { resolvePage } from '../../shared/routes';
import { loadPage } from '../pages/page-registry';

/** Hovering this long counts as intent (spec section 8). */
const HOVER_INTENT_MS = 100;

/**
 * Hovering an internal link for 100 ms loads that route's code and texts, so the click
 * renders at once. One listener on the document covers every link, present and future.
 */
export function useHoverPrefetch(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered: HTMLAnchorElement | null = null;
    const onOver = (event: PointerEvent) => {
      const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
      if (link === hovered) return;
      clearTimeout(timer);
      hovered = link;
      // Offline there is nothing to fetch: the click loads the kept page or the offline page.
      if (!link || link.origin !== location.origin || event.pointerType === 'touch' || !navigator.onLine) return;
      const match = resolvePage(link.pathname);
      if (match) timer = setTimeout(() => void loadPage(match).catch(() => undefined), HOVER_INTENT_MS);
    };
    document.addEventListener('pointerover', onOver);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerover', onOver);
    };
  }, []);
}
