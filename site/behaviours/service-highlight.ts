import { resolvePage } from '../../shared/routes';
import { afterFirstPaint } from '../after-first-paint';

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
  afterFirstPaint(() => target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' }));
}
