import { inArray } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { indexNowSubmissions } from '../db/schema';

export interface PageVersion {
  url: string;
  /** The content date of the page; a new one means the page changed. */
  lastmod: string;
}

/** The pages whose current version IndexNow has not accepted yet. */
export function unsubmitted(db: Db, pages: readonly PageVersion[]): PageVersion[] {
  if (pages.length === 0) return [];
  const rows = db
    .select()
    .from(indexNowSubmissions)
    .where(
      inArray(
        indexNowSubmissions.url,
        pages.map((page) => page.url),
      ),
    )
    .all();
  const known = new Map(rows.map((row) => [row.url, row.lastmod]));
  return pages.filter((page) => known.get(page.url) !== page.lastmod);
}

export function markSubmitted(db: Db, pages: readonly PageVersion[], at = new Date()): void {
  db.transaction((tx) => {
    for (const page of pages) {
      tx.insert(indexNowSubmissions)
        .values({ url: page.url, lastmod: page.lastmod, submittedAt: at })
        .onConflictDoUpdate({ target: indexNowSubmissions.url, set: { lastmod: page.lastmod, submittedAt: at } })
        .run();
    }
  });
}
