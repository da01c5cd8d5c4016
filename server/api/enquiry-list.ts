import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/open-database';
import { enquiriesCsv } from '../enquiries/enquiries-csv';
import { listEnquiries, type StoredEnquiry } from '../enquiries/enquiry-store';
import type { ResponseCache } from '../cache/response-cache';
import { requireStaff } from './staff-auth';

export const MAX_PAGE = 100;

const QuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(20),
  cursor: z.coerce.number().int().positive().optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
type EnquiryListQuery = z.infer<typeof QuerySchema>;

export interface EnquiryListPage {
  items: StoredEnquiry[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: number | null;
}

/** One page of enquiries, newest first (one extra row tells whether another page exists). */
export function readEnquiryListPage(db: Db, { limit, cursor }: Pick<EnquiryListQuery, 'limit' | 'cursor'>): EnquiryListPage {
  const rows = listEnquiries(db, { limit: limit + 1, cursor });
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? items.at(-1)!.id : null };
}

/** Cache key of a page; the app's cache loads the page back from it. */
export function enquiryListCacheKey(query: Pick<EnquiryListQuery, 'limit' | 'cursor'>): string {
  return `${query.limit}:${query.cursor ?? ''}`;
}

export function pageOfCacheKey(key: string): Pick<EnquiryListQuery, 'limit' | 'cursor'> {
  const [limit, cursor] = key.split(':');
  return { limit: Number(limit), cursor: cursor ? Number(cursor) : undefined };
}

/** GET /api/contacts: staff only, paginated, JSON or CSV, through the response cache. */
export function enquiryListRoute({ staffToken, cache }: { staffToken?: string; cache: ResponseCache<EnquiryListPage> }): Router {
  const router = Router();
  router.get('/contacts', requireStaff(staffToken), async (req, res) => {
    const query = QuerySchema.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: `limit must be 1 to ${MAX_PAGE}, cursor a positive id, format json or csv.` });
      return;
    }
    let entry;
    try {
      entry = await cache.get(enquiryListCacheKey(query.data));
    } catch (error) {
      console.error('Could not read enquiries:', error);
      res.status(503).json({ error: 'Enquiries cannot be read right now.' });
      return;
    }
    res.set('Cache-Control', 'private, no-store');
    res.set('Age', String(Math.max(0, Math.floor((Date.now() - entry.timestamp) / 1000))));
    if (query.data.format === 'csv') {
      res.type('text/csv; charset=utf-8').attachment('enquiries.csv').send(enquiriesCsv(entry.data.items));
      return;
    }
    res.json(entry.data);
  });
  return router;
}
