/**
 * Offline, a click on a link of the site loads the whole page instead of rendering it in
 * place: the page's code may never have been loaded (the render would fail), while the
 * service worker answers a whole load with the kept page or the offline page.
 */
export function followLinksWhileOffline(): void {
  addEventListener(
    'click',
    (event) => {
      if (navigator.onLine) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.hash) return;
      // The router listens on the root element, after this capturing listener on the window:
      // stopping the event here leaves the click to the browser, which follows the link.
      event.stopPropagation();
    },
    { capture: true },
  );
}
