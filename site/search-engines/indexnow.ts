import { dayOf } from '../../shared/content/job-openings';
import { indexNowKeyPath } from '../../shared/indexnow-key';
import type { Db } from '../../platform/database/open-database';
import type { Logger } from '../../platform/logging/logger';
import { markSubmitted, unsubmitted, type PageVersion } from './indexnow-store';
import { siteUrls } from './site-urls';

/** The protocol's limit of URLs per request. */
const MAX_BATCH = 10_000;
const REQUEST_TIMEOUT_MS = 10_000;

export interface IndexNowOptions {
  db: Db;
  siteUrl: string;
  key: string;
  endpoint: string;
  log: Logger;
  /** How long requests gather into one batch before it is sent. */
  batchDelayMs?: number;
  clock?: () => Date;
}

export type IndexNowOutcome = 'queued' | 'already-submitted';

/**
 * Tells IndexNow about this site's pages: each URL once per content version (kept in
 * the database), gathered into batches. A failed batch is not recorded, so it is offered again.
 */
export function createIndexNow({ db, siteUrl, key, endpoint, log, batchDelayMs = 5_000, clock = () => new Date() }: IndexNowOptions) {
  let known = { day: '', pages: new Map<string, PageVersion>() };
  /** The site's pages and their versions today (a position's closing changes its page's). */
  const pagesToday = () => {
    const day = dayOf(clock());
    if (known.day !== day) known = { day, pages: siteUrls(siteUrl, day) };
    return known.pages;
  };
  const keyLocation = `${siteUrl}${indexNowKeyPath(key)}`;
  const queue = new Map<string, PageVersion>();
  const inFlight = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  async function send(batch: PageVersion[]): Promise<void> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ host: new URL(siteUrl).host, key, keyLocation, urlList: batch.map((page) => page.url) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`IndexNow answered ${response.status} ${response.statusText}`);
    await markSubmitted(db, batch);
  }

  /** Sends everything queued now; resolves to the number of URLs IndexNow accepted. */
  async function flush(): Promise<number> {
    clearTimeout(timer);
    timer = undefined;
    const batch = [...queue.values()];
    queue.clear();
    for (const page of batch) inFlight.add(page.url);
    let accepted = 0;
    try {
      for (let start = 0; start < batch.length; start += MAX_BATCH) {
        const part = batch.slice(start, start + MAX_BATCH);
        await send(part);
        accepted += part.length;
      }
      if (accepted) log.info({ urls: accepted }, 'IndexNow accepted the changed pages');
    } catch (error) {
      log.warn({ err: error }, 'IndexNow submission failed; the pages will be offered again');
    } finally {
      for (const page of batch) inFlight.delete(page.url);
    }
    return accepted;
  }

  const enqueue = (page: PageVersion) => {
    if (queue.has(page.url) || inFlight.has(page.url)) return false;
    queue.set(page.url, page);
    return true;
  };

  return {
    key,
    keyLocation,
    /** The page URL (origin and path) if `url` is one of this site's pages. */
    sitePage(url: string): PageVersion | undefined {
      const { origin, pathname } = new URL(url);
      return pagesToday().get(`${origin}${pathname}`);
    },
    /** Queues a page unless its current version was already sent (or is on its way). */
    async request(page: PageVersion): Promise<IndexNowOutcome> {
      if (queue.has(page.url) || inFlight.has(page.url) || (await unsubmitted(db, [page])).length === 0) return 'already-submitted';
      if (!enqueue(page)) return 'already-submitted';
      timer ??= setTimeout(() => void flush(), batchDelayMs).unref();
      return 'queued';
    },
    /** Sends every page whose content changed since its last accepted submission. */
    async submitChanged(): Promise<number> {
      for (const page of await unsubmitted(db, [...pagesToday().values()])) enqueue(page);
      return flush();
    },
    flush,
    stop() {
      clearTimeout(timer);
    },
  };
}

export type IndexNow = ReturnType<typeof createIndexNow>;
