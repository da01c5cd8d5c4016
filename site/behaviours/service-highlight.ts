import { resolvePage } from '../../shared/routes';
import { afterFirstPaint } from '../after-first-paint';

/** How long the service named by the URL stays outlined (the fade itself is CSS). */
const HIGHLIGHT_MS = 3000;

/**
 * /services/{slug} is the services page scrolled to that service, which is outlined for a
 * moment and takes the focus, so keyboard and screen-reader users land on it too. The page
 * jumps there: a smooth scroll painted the page anew in every frame of its way down, main-thread
 * work that Lighthouse counted as up to 130 ms of blocking time on the last services.
 */
export function startServiceHighlight(): void {
  const match = resolvePage(location.pathname);
  const target = match?.page === 'service' && match.slug ? document.getElementById(match.slug) : null;
  if (!target) return;
  // All three after the first paint, in one task that lays the page out once: the focus needs a
  // layout, and taken while the script starts it laid the page out in the script's task.
  afterFirstPaint(() => {
    target.classList.add('service-card--highlight');
    target.focus({ preventScroll: true });
    target.scrollIntoView({ behavior: 'instant', block: 'start' });
    setTimeout(() => target.classList.remove('service-card--highlight'), HIGHLIGHT_MS);
  });
}
