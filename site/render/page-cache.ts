import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FinishedPage } from '../../platform/assets/critical-css';
import type { InlineHashes } from '../../platform/http/inline-hashes';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** A finished page in every encoding it is served in, each with its own strong ETag. */
export interface CachedPage {
  status: number;
  bodies: Record<Encoding, { bytes: Buffer; etag: string }>;
  /** The page's own inline code (its stylesheet cut to what it uses: decision 0027), for its CSP. */
  inline: InlineHashes;
}

/**
 * Brotli quality for pages: 10 takes about 25 ms a page, once, before the site is ready
 * (decision 0014), and makes /ru 15.1 KB where 5 made it 16.7: the difference between one
 * round trip for the first paint and two (decision 0031). 11 took 70 ms for 1% less.
 */
const BROTLI_QUALITY = 10;

/** Compressed once, when the page is first rendered; every later visitor gets these bytes. */
export async function cachedPage(status: number, { html, inline }: FinishedPage): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // One hash of the content; each encoding is a representation of its own, so its tag says which.
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return {
    status,
    inline,
    bodies: {
      identity: { bytes: identity, etag: `"${hash}"` },
      gzip: { bytes: gz, etag: `"${hash}-gz"` },
      br: { bytes: br, etag: `"${hash}-br"` },
    },
  };
}

export interface PageRender {
  page: CachedPage;
  /** False when the render reported an error: sent to whoever waited for it, then forgotten. */
  keep: boolean;
}

/**
 * Pages by key, each rendered once: concurrent first requests share one render, and a render
 * that failed is forgotten so that the next request tries again.
 */
export function createPageCache() {
  const pages = new Map<string, Promise<PageRender>>();
  return {
    /** Forgets every page: the next request of each renders it again. */
    clear: () => pages.clear(),
    get(key: string, render: () => Promise<PageRender>): Promise<PageRender> {
      let entry = pages.get(key);
      if (!entry) {
        entry = render();
        pages.set(key, entry);
        entry.then(
          ({ keep }) => keep || pages.delete(key),
          () => pages.delete(key),
        );
      }
      return entry;
    },
  };
}
