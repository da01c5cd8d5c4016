import { z } from 'zod';
import { LANGS } from '../shared/i18n/langs';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../shared/submissions/statuses';
import type { Db } from '../platform/database/open-database';
import {
  countByStatus,
  historyOf,
  listSubmissions,
  submissionByNumber,
  type SubmissionEvent,
  type SubmissionFilter,
  type SubmissionInput,
  type SubmissionRecord,
  type SubmissionKind,
} from '../submissions';

/** The most a page of a list may hold. */
export const MAX_PAGE = 100;

/**
 * The query of a list of submissions, whichever surface asks: the staff API (JSON or CSV), the
 * desk's pages and the operator's command. A page (limit, cursor), the filters, the format.
 */
export const ListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(20),
  cursor: z.coerce.number().int().positive().optional(),
  format: z.enum(['json', 'csv']).default('json'),
  status: z.enum(SUBMISSION_STATUSES).optional(),
  lang: z.enum(LANGS).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** What a query that does not parse is told, in the staff API's words. */
export const LIST_QUERY_HELP = `limit must be 1 to ${MAX_PAGE}, cursor a positive id, status one of ${SUBMISSION_STATUSES.join(', ')}, lang one of ${LANGS.join(', ')}, q at most 200 characters, format json or csv.`;

/**
 * The query as far as it is valid: a desk page keeps the filters that parse and drops the ones
 * that do not (an address typed by hand), rather than refuse the page.
 */
export function listQueryOrDefaults(query: Record<string, unknown>): ListQuery {
  const parsed = ListQuerySchema.safeParse(query);
  if (parsed.success) return parsed.data;
  const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return ListQuerySchema.parse(Object.fromEntries(Object.entries(query).filter(([key]) => !wrong.has(key))));
}

export interface ListPage<View> {
  items: View[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: number | null;
  /** How many each status has under the same language and search. */
  counts: Record<SubmissionStatus, number>;
}

type Kind<View> = SubmissionKind<SubmissionInput, View>;

const filterOf = ({ status, lang, q }: Pick<ListQuery, 'status' | 'lang' | 'q'>): SubmissionFilter => ({ status, lang, q: q || undefined });

/** One page of a kind, newest first (one extra row tells whether another page exists). */
export async function readListPage<View>(db: Db, kind: Kind<View>, query: Omit<ListQuery, 'format'>): Promise<ListPage<View>> {
  const filter = filterOf(query);
  const rows = await listSubmissions(db, kind.name, { limit: query.limit + 1, cursor: query.cursor, filter });
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((record) => kind.view(record)),
    nextCursor: rows.length > query.limit ? page.at(-1)!.number : null,
    counts: await countByStatus(db, kind.name, { lang: filter.lang, q: filter.q }),
  };
}

/** Every submission of a kind the filter finds, newest first, or the latest `limit` (the CSV, the command). */
export async function readAll<View>(db: Db, kind: Kind<View>, query: Partial<ListQuery> = {}, limit?: number): Promise<View[]> {
  return (await listSubmissions(db, kind.name, { limit, filter: filterOf(query) })).map((record) => kind.view(record));
}

/** One submission by its number as stored, or undefined: its kind's view, its file, its number. */
export const readRecord = (db: Db, kind: Kind<unknown>, number: number): Promise<SubmissionRecord | undefined> =>
  submissionByNumber(db, kind.name, number);

/** One submission by its number, or undefined. */
export async function readOne<View>(db: Db, kind: Kind<View>, number: number): Promise<View | undefined> {
  const record = await readRecord(db, kind, number);
  return record && kind.view(record);
}

/** A stored submission as staff see it, with what happened to it since it arrived. */
export async function withHistory<View>(
  db: Db,
  kind: Kind<View>,
  record: SubmissionRecord,
): Promise<View & { history: SubmissionEvent[] }> {
  return { ...kind.view(record), history: await historyOf(db, kind.name, record.number) };
}
