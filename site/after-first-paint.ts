/** The longest wait for a paint: a page opened in a background tab paints only once it is shown. */
const PAINT_WAIT_MS = 5000;

let loadedAndPainted: Promise<unknown> | undefined;

/** Runs `run` in a task after the next frame has been painted. */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run));
}

/** Settles once the first contentful paint has reached the screen (or the next frame, where browsers do not report paints). */
function firstPaint(): Promise<unknown> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return afterNextPaint(() => resolve(null));
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve(null);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(resolve, PAINT_WAIT_MS);
  });
}

/**
 * Runs `run` in a task of its own once the page has loaded and its first paint has reached the
 * screen. Chrome holds the first paint of a page until its preloaded fonts are laid out,
 * sometimes past the load event: what is fetched after load would otherwise compete with the
 * paint (decision 0026).
 */
export function afterLoadAndFirstPaint(run: () => void): void {
  loadedAndPainted ??= Promise.all([
    new Promise((resolve) => {
      if (document.readyState === 'complete') resolve(null);
      else addEventListener('load', resolve, { once: true });
    }),
    firstPaint(),
  ]);
  // A task each: the later stylesheet's request and the service worker's import, started together, took up to 48 ms in one task in traces without the slowdown.
  void loadedAndPainted.then(() => setTimeout(run));
}
