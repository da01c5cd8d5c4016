import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/database/open-database';

export interface PageVersion {
  url: string;
  /** The content date of the page; a new one means the page changed. */
  lastmod: string;
}

/** The pages whose current version IndexNow has not accepted yet. */
export async function unsubmitted(db: Db, pages: readonly PageVersion[]): Promise<PageVersion[]> {
  if (pages.length === 0) return [];
  const { indexNowSubmissions } = db.tables;
  const rows = await db
    .select()
    .from(indexNowSubmissions)
    .where(
      inArray(
        indexNowSubmissions.url,
        pages.map((page) => page.url),
      ),
    );
  const known = new Map(rows.map((row) => [row.url, row.lastmod]));
  return pages.filter((page) => known.get(page.url) !== page.lastmod);
}

export function markSubmitted(db: Db, pages: readonly PageVersion[], at = new Date()): Promise<void> {
  const { indexNowSubmissions } = db.tables;
  return db.transaction(async (tx) => {
    for (const page of pages) {
      await tx
        .insert(indexNowSubmissions)
        .values({ url: page.url, lastmod: page.lastmod, submittedAt: at })
        .onConflictDoUpdate({ target: indexNowSubmissions.url, set: { lastmod: page.lastmod, submittedAt: at } });
    }
  });
}
