import { BLOG_SEARCH_PATH, CONTENT_API_PATHS, ISLAND_TEXTS_PATH } from '../../shared/content-api';
import { SERVICE_WORKER_PATH } from '../../shared/web-app';

/**
 * How the service worker answers a request (decision 0010):
 * - `page`: navigations, network first, then the kept copy, then the offline page;
 * - `shell`: precached files (offline pages, manifests, icons, entry files, fonts), cache first;
 * - `asset`: hashed build files under /assets, the islands' texts and the blog's search index, cache first
 *   (a name never changes content), kept once fetched, never precached;
 * - `media`: pictures and loops, stale-while-revalidate;
 * - `data`: the public content API, network first.
 */
export type Strategy = 'page' | 'shell' | 'asset' | 'media' | 'data';

const CONTENT_API = new Set<string>(Object.values(CONTENT_API_PATHS));
const MEDIA_PREFIXES = ['/images/', '/videos/', '/icons/'];
/** Files whose names carry a hash of their content. */
const HASHED_PREFIXES = ['/assets/', `${ISLAND_TEXTS_PATH}/`, `${BLOG_SEARCH_PATH}/`];

/**
 * The strategy for a request, or null to leave it to the browser: anything but GET, other
 * origins, the worker script, and every API path except the public content lists (so form
 * posts and staff endpoints never touch a cache).
 */
export function strategyFor(
  request: { method: string; url: string; mode: string },
  origin: string,
  precached: ReadonlySet<string>,
): Strategy | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname === SERVICE_WORKER_PATH) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return CONTENT_API.has(url.pathname) ? 'data' : null;
  if (request.mode === 'navigate') return 'page';
  if (precached.has(url.pathname + url.search)) return 'shell';
  if (HASHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return 'asset';
  return MEDIA_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) ? 'media' : null;
}
