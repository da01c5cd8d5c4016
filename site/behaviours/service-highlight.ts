/** How long the service named by the URL stays outlined (the fade itself is CSS). */
const HIGHLIGHT_MS = 3000;

/**
 * /services/{slug} arrives with that service outlined and focused by the browser (decision 0045).
 * The outline fades by CSS; this takes it away for good, also where reduced motion stops the fade.
 */
export function startServiceHighlight(): void {
  const target = document.querySelector('.service-card--highlight');
  if (target) setTimeout(() => target.classList.remove('service-card--highlight'), HIGHLIGHT_MS);
}
