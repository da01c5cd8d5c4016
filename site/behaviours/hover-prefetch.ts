/** Hovering this long counts as intent (docs/requirements.md section 7). */
const HOVER_INTENT_MS = 100;

const prefetched = new Set<string>();

function addPrefetchLink(url: string): void {
  if (prefetched.has(url)) return;
  prefetched.add(url);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.append(link);
}

/**
 * docs/requirements.md section 7: hovering an internal link for 100 ms adds a prefetch link for it, so the
 * click opens a page the browser already has. One listener on the document covers every link.
 */
export function startHoverPrefetch(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered: HTMLAnchorElement | null = null;
  document.addEventListener('pointerover', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]') ?? null;
    if (link === hovered) return;
    clearTimeout(timer);
    hovered = link;
    // Offline there is nothing to fetch: the click opens the kept page or the offline page.
    if (!link || link.origin !== location.origin || event.pointerType === 'touch' || !navigator.onLine) return;
    const url = link.pathname + link.search;
    if (url === location.pathname + location.search) return;
    timer = setTimeout(() => addPrefetchLink(url), HOVER_INTENT_MS);
  });
}
