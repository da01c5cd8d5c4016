/** The longest wait for a paint: a page opened in a background tab paints only once it is shown. */
const PAINT_WAIT_MS = 5000;

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });

const firstPaint = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, PAINT_WAIT_MS);
  });

/**
 * Runs `run` once the page has loaded and its first paint has reached the screen. Chrome holds
 * the first paint of a page until its preloaded fonts are laid out, sometimes past the load
 * event: what is fetched after load would otherwise compete with the paint (decision 0026).
 */
export function afterLoadAndFirstPaint(run: () => void): void {
  void Promise.all([loaded(), firstPaint()]).then(run);
}
