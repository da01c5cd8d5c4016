import { z } from 'zod';
import { DAY_MS } from '../shared/day';
import { LANGS } from '../shared/i18n/langs';
import type { SubmissionStatus } from '../shared/submissions/statuses';
import type { Db } from '../platform/database/open-database';
import { replyDelaysOf } from '../shared/submissions/reply-promises';
import { OPEN_STATUSES, promiseStats, type PromiseStats } from './promise/reply-promise';
import {
  awaitingReply,
  countAwaitingReply,
  ENQUIRY,
  replyWaitsSince,
  type StoredEnquiry,
  countByStatus,
  historyOf,
  listSubmissions,
  submissionByNumber,
  type SubmissionEvent,
  type SubmissionFilter,
  type ListOrder,
  type SubmissionInput,
  type SubmissionRecord,
  type SubmissionKind,
  findSubject,
  type SubjectData,
  repliesOf,
  mailOfRecord,
} from '../submissions';
import { conversationOf, type ConversationItem } from './conversation';

/** The most a page of a list may hold. */
export const MAX_PAGE = 100;

type Statuses = readonly [SubmissionStatus, ...SubmissionStatus[]];

/**
 * The views of a list besides one status: `open`, the ones that still need an answer
 * (OPEN_STATUSES), by due time; `all`, every one but spam. Without a status, the staff API lists
 * every one, spam included; the desk opens on `open`.
 */
export const STATUS_VIEWS = ['open', 'all'] as const;
export type StatusView = (typeof STATUS_VIEWS)[number];

/** What a list's query is made of, with a kind's statuses as the ones its filter takes. */
const querySchema = (statuses: Statuses) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(20),
    cursor: z.coerce.number().int().positive().optional(),
    format: z.enum(['json', 'csv']).default('json'),
    status: z.enum([...STATUS_VIEWS, ...statuses]).optional(),
    lang: z.enum(LANGS).optional(),
    q: z.string().trim().max(200).optional(),
    /** Only what is assigned to the reader (a desk session's account). */
    mine: z.literal('1').optional(),
  });

/**
 * The query of a list of submissions, whichever surface asks: the staff API (JSON or CSV), the
 * desk's pages and the operator's command. A page (limit, cursor), the filters, the format.
 */
export type ListQuery = z.infer<ReturnType<typeof querySchema>>;

type Kind<View> = SubmissionKind<SubmissionInput, View>;

const schemas = new Map<string, ReturnType<typeof querySchema>>();

/** The list query of a kind: its status filter takes the kind's own statuses. */
export function listQuerySchemaOf(kind: Kind<unknown>): ReturnType<typeof querySchema> {
  let schema = schemas.get(kind.name);
  if (!schema) schemas.set(kind.name, (schema = querySchema(kind.staff.statuses as Statuses)));
  return schema;
}

/** What a query that does not parse is told, in the staff API's words. */
export const listQueryHelp = (kind: Kind<unknown>) =>
  `limit must be 1 to ${MAX_PAGE}, cursor a positive id, status one of ${[...STATUS_VIEWS, ...kind.staff.statuses].join(', ')}, lang one of ${LANGS.join(', ')}, q at most 200 characters, format json or csv, mine 1 (with a desk session only).`;

/**
 * The query as far as it is valid: a desk page keeps the filters that parse and drops the ones
 * that do not (an address typed by hand), rather than refuse the page.
 */
export function listQueryOrDefaults(kind: Kind<unknown>, query: Record<string, unknown>): ListQuery {
  const schema = listQuerySchemaOf(kind);
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(query).filter(([key]) => !wrong.has(key))));
}

export interface ListPage<View> {
  items: View[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: number | null;
  /** How many each of the kind's statuses has under the same language, search and assignee. */
  counts: Record<string, number>;
}

/** A list's filters as the store takes them; `assigneeId` is the reader's account for `mine`. */
export type ListFilter = Pick<ListQuery, 'status' | 'lang' | 'q'> & { assigneeId?: number | undefined };

/** The statuses a list's status filter stands for, and the order it lists them in. */
function statusesOf(kind: Kind<unknown>, status: ListQuery['status']): { status: SubmissionFilter['status']; order: ListOrder } {
  if (status === 'open') {
    const dueAfterMs = replyDelaysOf(kind.name);
    return { status: OPEN_STATUSES[kind.name], order: dueAfterMs ? { by: 'due', dueAfterMs } : { by: 'newest' } };
  }
  if (status === 'all') return { status: kind.staff.statuses.filter((one) => one !== 'spam'), order: { by: 'newest' } };
  return { status, order: { by: 'newest' } };
}

const filterOf = (kind: Kind<unknown>, { status, lang, q, assigneeId }: ListFilter) => {
  const statuses = statusesOf(kind, status);
  return { filter: { status: statuses.status, lang, q: q || undefined, assigneeId }, order: statuses.order };
};

/**
 * One page of a kind, newest first, or the open ones by due time, overdue first (one extra row
 * tells whether another page exists).
 */
export async function readListPage<View>(
  db: Db,
  kind: Kind<View>,
  query: ListFilter & Pick<ListQuery, 'limit' | 'cursor'>,
): Promise<ListPage<View>> {
  const {
    filter: { status, ...others },
    order,
  } = filterOf(kind, query);
  // Side by side: PostgreSQL answers the page and the tabs' counts on two connections at once.
  const [rows, counts] = await Promise.all([
    listSubmissions(db, kind.name, { limit: query.limit + 1, cursor: query.cursor, filter: { status, ...others }, order }),
    countByStatus(db, kind.name, kind.staff.statuses, others),
  ]);
  const page = rows.slice(0, query.limit);
  return { items: page.map((record) => kind.view(record)), nextCursor: rows.length > query.limit ? page.at(-1)!.number : null, counts };
}

/** Every submission of a kind the filter finds in its list's order, or the first `limit` (the CSV, the command). */
export async function readAll<View>(db: Db, kind: Kind<View>, filter: ListFilter = {}, limit?: number): Promise<View[]> {
  return (await listSubmissions(db, kind.name, { limit, ...filterOf(kind, filter) })).map((record) => kind.view(record));
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

/** A record's conversation (conversation.ts), from its history as read and the accounts' names by their address. */
export async function readConversation(
  db: Db,
  kind: Kind<unknown>,
  record: SubmissionRecord,
  history: SubmissionEvent[],
  names: ReadonlyMap<string, string>,
): Promise<ConversationItem[]> {
  const [replies, mail] = await Promise.all([repliesOf(db, kind.name, record.number), mailOfRecord(db, kind.name, record.number)]);
  return conversationOf({ kind, record, history, replies, mail, names });
}

/** Everything held under an address (from subjectAddress), for a data request from the desk or the command (decision 0037). */
export const readSubject = (db: Db, address: string): Promise<SubjectData> => findSubject(db, db, address);

/** How many waiting enquiries the desk lists at most. */
const WAITING_SHOWN = 20;
/** The periods the desk reports the promise over. */
export const PROMISE_PERIODS_DAYS = [30, 90] as const;

export interface ReplyPromiseView {
  /** Enquiries waiting for a reply, the longest waiting first (at most WAITING_SHOWN). */
  waiting: StoredEnquiry[];
  /** How many are waiting in all. */
  waitingCount: number;
  periods: { days: number; stats: PromiseStats }[];
}

/** The 24-hour promise as the enquiries page shows it: who is waiting (of all, or assigned to one person), and how the studio kept the promise lately. */
export async function readReplyPromise(
  db: Db,
  { assigneeId }: { assigneeId?: number | undefined } = {},
  now = new Date(),
): Promise<ReplyPromiseView> {
  const longest = Math.max(...PROMISE_PERIODS_DAYS) * DAY_MS;
  const [waiting, waitingCount, waits] = await Promise.all([
    awaitingReply(db, ENQUIRY.name, WAITING_SHOWN, assigneeId),
    countAwaitingReply(db, ENQUIRY.name, assigneeId),
    replyWaitsSince(db, ENQUIRY.name, new Date(now.getTime() - longest)),
  ]);
  return {
    waiting: waiting.map((record) => ENQUIRY.view(record)),
    waitingCount,
    periods: PROMISE_PERIODS_DAYS.map((days) => ({ days, stats: promiseStats(waits, now, days * DAY_MS) })),
  };
}
