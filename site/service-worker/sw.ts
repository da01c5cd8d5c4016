import { DEFAULT_LANG } from '../../shared/i18n/langs';
import { langOfPath } from '../../shared/routes';
import { offlinePath } from '../../shared/web-app';
import { isKeepVisitMessage } from './messages';
import { rangeResponse } from './range-response';
import { strategyFor, type Strategy } from './sw-routes';

declare const self: ServiceWorkerGlobalScope;

/** Written in by build/service-worker/build-service-worker.ts: a hash of the build, and the files to precache. */
declare const __SW_BUILD__: { version: string; precache: string[] };

const { version, precache } = __SW_BUILD__;
const PRECACHED = new Set(precache);

/**
 * The precache belongs to one build; the runtime caches outlive builds (a kept page still
 * needs the hashed files it was built with) and are bounded instead. Raise RUNTIME when
 * what they hold changes shape.
 */
const RUNTIME = 'v1';
const CACHES: Record<Strategy, string> = {
  shell: `shell-${version}`,
  page: `pages-${RUNTIME}`,
  asset: `assets-${RUNTIME}`,
  media: `media-${RUNTIME}`,
  data: `data-${RUNTIME}`,
};
/** Most entries a runtime cache keeps; the oldest written go first. */
const LIMITS: Partial<Record<Strategy, number>> = { page: 50, asset: 200, media: 100, data: 8 };
/** At most this many files of one visit are kept on request. */
const MAX_KEPT_RESOURCES = 150;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHES.shell);
      // `reload`: fill the precache from the network, never from a stale HTTP cache entry.
      await cache.addAll(precache.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set(Object.values(CACHES));
      for (const name of await caches.keys()) if (!current.has(name)) await caches.delete(name);
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, self.location.origin, PRECACHED);
  if (strategy) event.respondWith(HANDLERS[strategy](event));
});

self.addEventListener('message', (event) => {
  if (!isKeepVisitMessage(event.data)) return;
  const { page, resources } = event.data;
  event.waitUntil(Promise.all([keep(page, 'navigate'), ...resources.slice(0, MAX_KEPT_RESOURCES).map((url) => keep(url, 'no-cors'))]));
});

const HANDLERS: Record<Strategy, (event: FetchEvent) => Promise<Response>> = {
  page: (event) => networkFirst(event, 'page', () => offlinePage(event.request.url)),
  data: (event) => networkFirst(event, 'data', async () => Response.error()),
  shell: (event) => cacheFirst(event, 'shell'),
  asset: (event) => cacheFirst(event, 'asset'),
  media: staleWhileRevalidate,
};

/** Only whole, plain answers of this origin are kept: no errors, redirects, partial or no-store responses. */
function keepable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    !/no-store/i.test(response.headers.get('Cache-Control') ?? '')
  );
}

async function store(strategy: Strategy, request: Request, response: Response): Promise<void> {
  if (!keepable(response)) return;
  const cache = await caches.open(CACHES[strategy]);
  await cache.put(request, response);
  const limit = LIMITS[strategy];
  if (!limit) return;
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

async function fetchAndStore(event: FetchEvent, strategy: Strategy, request: Request): Promise<Response> {
  const response = await fetch(request);
  event.waitUntil(store(strategy, request, response.clone()));
  return response;
}

async function networkFirst(event: FetchEvent, strategy: Strategy, fallback: () => Promise<Response>): Promise<Response> {
  try {
    // Navigation preload starts the page's request while the worker boots.
    const preloaded = strategy === 'page' ? ((await event.preloadResponse) as Response | undefined) : undefined;
    if (!preloaded) return await fetchAndStore(event, strategy, event.request);
    event.waitUntil(store(strategy, event.request, preloaded.clone()));
    return preloaded;
  } catch {
    return (await caches.match(event.request, { ignoreVary: true })) ?? fallback();
  }
}

async function cacheFirst(event: FetchEvent, strategy: Strategy): Promise<Response> {
  return (await caches.match(event.request)) ?? fetchAndStore(event, strategy, event.request);
}

/**
 * Pictures and loops: the kept copy at once, refreshed in the background (their names carry
 * no hash). A loop's Range request is answered from the whole file, fetched once. Offline, a
 * picture never kept (one lazy-loaded further down than before) is left empty: its frame
 * keeps its size and background instead of showing a broken image.
 */
async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const range = event.request.headers.get('Range');
  const request = range ? new Request(event.request.url) : event.request;
  const cached = await caches.match(request);
  const fresh = fetchAndStore(event, 'media', request);
  if (cached) event.waitUntil(fresh.catch(() => undefined));
  const response =
    cached ??
    (await fresh.catch((error: unknown) => {
      if (event.request.destination === 'image') return emptyPicture();
      throw error;
    }));
  return range && response.status === 200 ? rangeResponse(response, range) : response;
}

function emptyPicture(): Response {
  return new Response('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
  });
}

/** The offline page in the language of the path (/ru… is Russian, anything else English). */
async function offlinePage(url: string): Promise<Response> {
  const lang = langOfPath(new URL(url).pathname) ?? DEFAULT_LANG;
  return (await caches.match(offlinePath(lang), { ignoreVary: true })) ?? Response.error();
}

/** Keeps one file of a visit the worker did not see, unless it is kept already. */
async function keep(url: string, mode: 'navigate' | 'no-cors'): Promise<void> {
  const strategy = strategyFor({ method: 'GET', url, mode }, self.location.origin, PRECACHED);
  if (!strategy || strategy === 'shell' || (await caches.match(url, { ignoreVary: true }))) return;
  try {
    await store(strategy, new Request(url), await fetch(url));
  } catch {
    // Offline again, or the file is gone: the next visit keeps it.
  }
}
