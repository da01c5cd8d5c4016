import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Audience } from './page-document';
import { FIRST_ROUND_TRIP_BYTES } from '../../platform/http/first-round-trip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** Headers as writeHead takes them in one go: name, value, name, value. */
export type HeaderList = string[];

/** One encoding of a page: its bytes, its strong ETag, and every header it is sent with, written at once. */
export interface PageBody {
  bytes: Buffer;
  etag: string;
  headers: HeaderList;
  /** A 304's: no Content-Type or Content-Length, as Express would send it. */
  notModifiedHeaders: HeaderList;
}

/** A finished page in every encoding it is served in. */
export interface CachedPage {
  status: number;
  bodies: Record<Encoding, PageBody>;
}

/**
 * Brotli quality for pages: 10 takes about 25 ms a page, once, before the site is ready
 * (decision 0014), and makes /ru 15.1 KB where 5 made it 16.7: the difference between one
 * round trip for the first paint and two (decision 0031). 11 takes some 70 ms for 1% less:
 * worth it only on a page that 10 leaves near the end of the first round trip (decision 0073).
 */
const BROTLI_QUALITY = 10;
/** Past this, 11 is tried too: the headers take some 850 of the 1,600 bytes left, and the rest is room. */
const NEAR_THE_FIRST_ROUND_TRIP = FIRST_ROUND_TRIP_BYTES - 1_600;

const brotliAt = (quality: number, bytes: Buffer) =>
  brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });

/** The page in brotli: at quality 10, or 11 where that is near the end of the first round trip. */
async function brotliOf(identity: Buffer): Promise<Buffer> {
  const bytes = await brotliAt(BROTLI_QUALITY, identity);
  if (bytes.length <= NEAR_THE_FIRST_ROUND_TRIP) return bytes;
  const smaller = await brotliAt(11, identity);
  return smaller.length < bytes.length ? smaller : bytes;
}

const headerList = (headers: OutgoingHttpHeaders): HeaderList => Object.entries(headers).flatMap(([name, value]) => [name, String(value)]);

/**
 * Compressed once, when the page is first rendered; every later visitor gets these bytes, with
 * `headers` (what the sender adds: security, caching) and the body's own.
 */
export async function cachedPage(status: number, html: string, headers: OutgoingHttpHeaders): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([brotliOf(identity), gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION })]);
  // One hash of the content; each encoding is a representation of its own, so its tag says which.
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const body = (encoding: Encoding, bytes: Buffer, etag: string): PageBody => {
    const notModifiedHeaders = { ...headers, ETag: etag, ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }) };
    return {
      bytes,
      etag,
      notModifiedHeaders: headerList(notModifiedHeaders),
      headers: headerList({ ...notModifiedHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': bytes.length }),
    };
  };
  return {
    status,
    bodies: {
      identity: body('identity', identity, `"${hash}"`),
      gzip: body('gzip', gz, `"${hash}-gz"`),
      br: body('br', br, `"${hash}-br"`),
    },
  };
}

/** One path's page for each audience, rendered together (decision 0052). */
export interface PageRender {
  pages: Record<Audience, CachedPage>;
  /** False when the render reported an error: sent to whoever waited for it, then forgotten. */
  keep: boolean;
}

/** Told of every lookup a visitor's request makes (GET /metrics). */
export interface PageCacheCounts {
  hit(): void;
  miss(): void;
}

/** The bytes a path's pages hold: every encoding of both audiences. */
export const bytesOf = (render: PageRender): number =>
  Object.values(render.pages).reduce(
    (sum, page) => sum + Object.values(page.bodies).reduce((bytes, body) => bytes + body.bytes.length, 0),
    0,
  );

/** A render while it runs; `done` once it ended and is kept, to be sent without waiting for a promise. */
interface Entry {
  pending: Promise<PageRender>;
  done?: PageRender;
}

/**
 * Pages by path, each rendered once: concurrent first requests share one render, and a render
 * that failed is forgotten so that the next request tries again. With `maxBytes`, the least
 * recently asked for pages are forgotten past that many bytes (bytesOf), and render again when
 * asked for; without, every page is kept.
 */
export function createPageCache({ maxBytes }: { maxBytes?: number } = {}) {
  // A render that runs counts a byte until it is done and its size is known.
  const pages: Map<string, Entry> | LRUCache<string, Entry> =
    maxBytes === undefined
      ? new Map()
      : new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => (entry.done ? bytesOf(entry.done) : 1) });
  return {
    /** Forgets every page: the next request of each renders it again. */
    clear: () => pages.clear(),
    /** The page when its render ended and it is kept (a hit for `counts`); undefined otherwise, and nothing is counted. */
    settled(key: string, counts?: PageCacheCounts): PageRender | undefined {
      const done = pages.get(key)?.done;
      if (done) counts?.hit();
      return done;
    },
    /** `counts` hears whether the page was there (a hit, also while its first render runs) or is rendered now. */
    get(key: string, render: () => Promise<PageRender>, counts?: PageCacheCounts): Promise<PageRender> {
      const found = pages.get(key);
      if (found) {
        counts?.hit();
        return found.pending;
      }
      counts?.miss();
      const entry: Entry = { pending: render() };
      pages.set(key, entry);
      // Unless the cache was cleared meanwhile: that render's page may be out of date.
      const current = () => pages.get(key) === entry;
      entry.pending.then(
        (rendered) => {
          if (!current()) return;
          if (!rendered.keep) return void pages.delete(key);
          // A new entry, so that a bounded cache counts the page's bytes (it measures a new value only).
          pages.set(key, { pending: entry.pending, done: rendered });
        },
        () => current() && pages.delete(key),
      );
      return entry.pending;
    },
  };
}
