import { resolvePage } from '../../shared/routes';

/** How long the service named by the URL stays outlined (the fade itself is CSS). */
const HIGHLIGHT_MS = 3000;

/**
 * /services/{slug} is the services page scrolled to that service, which is outlined for a
 * moment and takes the focus, so keyboard and screen-reader users land on it too.
 */
export function startServiceHighlight(): void {
  const match = resolvePage(location.pathname);
  const target = match?.page === 'service' && match.slug ? document.getElementById(match.slug) : null;
  if (!target) return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.focus({ preventScroll: true });
  target.classList.add('service-card--highlight');
  setTimeout(() => target.classList.remove('service-card--highlight'), HIGHLIGHT_MS);
  afterFirstContentfulPaint(() => target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' }));
}

/**
 * Chromium stops looking for the largest contentful paint at a scroll: scrolled before anything
 * was painted, these pages had no LCP at all, and Lighthouse could not score them.
 */
function afterFirstContentfulPaint(run: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return void requestAnimationFrame(() => setTimeout(run));
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}
