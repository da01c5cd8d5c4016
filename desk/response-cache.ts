import { LRUCache } from 'lru-cache';
import type { Logger } from '../platform/logging/logger';

/** The spec's cache entry. */
export interface CacheEntry<T> {
  data: T;
  timestamp: number;
  expiresAt: number;
}

export interface ResponseCache<T> {
  /** Fresh data from the cache, or newly loaded; stale data if the reload fails, else the error. */
  get(key: string): Promise<CacheEntry<T>>;
  clear(): void;
}

/** Default lifetime of an entry (docs/requirements.md section 9). */
export const RESPONSE_CACHE_TTL_MS = 60_000;

/**
 * A response cache on lru-cache: an entry is fresh until it expires; a refresh that fails
 * returns the stale entry when there is one and otherwise passes the error on.
 */
export function createResponseCache<T>(
  load: (key: string) => Promise<T> | T,
  log: Logger,
  ttlMs = RESPONSE_CACHE_TTL_MS,
): ResponseCache<T> {
  // lru-cache answers a failed load with nothing stale as `undefined`; the caller gets the load's own error.
  const failures = new Map<string, unknown>();
  const cache = new LRUCache<string, CacheEntry<T>>({
    max: 500,
    ttl: ttlMs,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (key, stale) => {
      let data: T;
      try {
        data = await load(key);
      } catch (error) {
        if (stale) log.warn({ err: error, key }, 'refreshing a cached response failed; serving the cached copy');
        else failures.set(key, error);
        throw error;
      }
      const timestamp = Date.now();
      return { data, timestamp, expiresAt: timestamp + ttlMs };
    },
  });
  return {
    async get(key) {
      const entry = await cache.fetch(key);
      const failure = failures.get(key);
      failures.delete(key);
      if (!entry) throw failure ?? new Error(`No data for ${key}`);
      return entry;
    },
    clear: () => cache.clear(),
  };
}
