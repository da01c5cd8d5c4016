import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../shared/enquiry-status';
import { LANGS } from '../../shared/i18n/langs';
import type { Db } from '../../platform/database/open-database';
import { enquiriesCsv } from '../enquiries-csv';
import { countByStatus, listEnquiries, type StoredEnquiry } from '../../submissions/enquiry-store';
import type { ResponseCache } from '../response-cache';

export const MAX_PAGE = 100;

/** The list's query: a page (limit, cursor), the filters, and the format; applications take the same. */
export const ListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(20),
  cursor: z.coerce.number().int().positive().optional(),
  format: z.enum(['json', 'csv']).default('json'),
  status: z.enum(ENQUIRY_STATUSES).optional(),
  lang: z.enum(LANGS).optional(),
  q: z.string().trim().max(200).optional(),
});
export const LIST_QUERY_HELP = `limit must be 1 to ${MAX_PAGE}, cursor a positive id, status one of ${ENQUIRY_STATUSES.join(', ')}, lang one of ${LANGS.join(', ')}, q at most 200 characters.`;

export type EnquiryListQuery = z.infer<typeof ListQuerySchema>;
type PageQuery = Omit<EnquiryListQuery, 'format'>;

export interface EnquiryListPage {
  items: StoredEnquiry[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: number | null;
  /** How many enquiries each status has under the same language and search. */
  counts: Record<EnquiryStatus, number>;
}

/** One page of enquiries, newest first (one extra row tells whether another page exists). */
export async function readEnquiryListPage(db: Db, { limit, cursor, status, lang, q }: PageQuery): Promise<EnquiryListPage> {
  const rows = await listEnquiries(db, { limit: limit + 1, cursor, filter: { status, lang, q } });
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? items.at(-1)!.id : null, counts: await countByStatus(db, { lang, q }) };
}

/** Cache key of a page; the app's cache loads the page back from it (pageOfCacheKey). */
export function enquiryListCacheKey({ limit, cursor, status, lang, q }: PageQuery): string {
  return JSON.stringify([limit, cursor ?? null, status ?? null, lang ?? null, q ?? null]);
}

export function pageOfCacheKey(key: string): PageQuery {
  const [limit, cursor, status, lang, q] = JSON.parse(key) as [
    number,
    number | null,
    EnquiryStatus | null,
    PageQuery['lang'] | null,
    string | null,
  ];
  return { limit, cursor: cursor ?? undefined, status: status ?? undefined, lang: lang ?? undefined, q: q ?? undefined };
}

/** GET /api/contacts: staff only, filtered; JSON a page at a time through the response cache, CSV all at once. */
export function enquiryListRoute({
  db,
  requireStaff,
  cache,
}: {
  db: Db;
  requireStaff: RequestHandler;
  cache: ResponseCache<EnquiryListPage>;
}): Router {
  const router = Router();
  router.get('/contacts', requireStaff, async (req, res) => {
    const query = ListQuerySchema.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: `${LIST_QUERY_HELP} format is json or csv.` });
      return;
    }
    const { format, ...page } = query.data;
    if (format === 'csv') {
      // The export is every enquiry the filter finds, not one page of them.
      const { status, lang, q } = page;
      res.set('Cache-Control', 'private, no-store').type('text/csv; charset=utf-8').attachment('enquiries.csv');
      res.send(enquiriesCsv(await listEnquiries(db, { filter: { status, lang, q } })));
      return;
    }
    // A database that does not answer is the final error handler's 503, in the staff's language.
    const entry = await cache.get(enquiryListCacheKey(page));
    res.set('Cache-Control', 'private, no-store');
    res.set('Age', String(Math.max(0, Math.floor((Date.now() - entry.timestamp) / 1000))));
    res.json(entry.data);
  });
  return router;
}
