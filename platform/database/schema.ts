/** Every table here has a PostgreSQL twin in schema-pg.ts (decision 0023): change both, then `npm run db:generate`. */
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { SUBMISSION_STATUSES } from '../../shared/submissions/statuses';
import { VITAL_NAMES } from '../../shared/vitals-limits';

/**
 * What visitors send through the site's forms, every kind in one table (submissions/kinds.ts):
 * who sent it, when, in which language, where it stands, the kind's own fields and at most one file.
 */
export const submissions = sqliteTable(
  'submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** An entry of the kinds table: enquiry, application. */
    kind: text('kind').notNull(),
    /** Its reference within its kind (enquiry #42, application #7): what staff, emails and the API call its id. */
    number: integer('number').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    locale: text('locale', { enum: ['en', 'ru'] }).notNull(),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('new'),
    /** The form's Idempotency-Key: the same key within 24 hours answers this submission again. */
    idempotencyKey: text('idempotency_key'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The kind's other fields, as its entry stores them. */
    fields: text('fields', { mode: 'json' }).notNull().$type<Record<string, string | null>>(),
    /** The texts staff search in, one per line (the kind says which). */
    searchText: text('search_text').notNull(),
    /** The stored file's random name in the files directory; never anything the sender chose. */
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileBytes: integer('file_bytes'),
    /** The file's name on the sender's computer, cleaned: only for the download's and the attachment's name. */
    fileOriginalName: text('file_original_name'),
  },
  (t) => [
    uniqueIndex('submissions_kind_number').on(t.kind, t.number),
    index('submissions_kind_status').on(t.kind, t.status, t.number),
    index('submissions_idempotency_key').on(t.idempotencyKey),
    index('submissions_created_at').on(t.createdAt),
  ],
);

/** The last number each kind gave: taking the next is one atomic upsert on either database. */
export const submissionNumbers = sqliteTable('submission_numbers', {
  kind: text('kind').primaryKey(),
  last: integer('last').notNull(),
});

/** What happened to a submission after it arrived, for its history: status changes, notes, emails queued again. */
export const submissionEvents = sqliteTable(
  'submission_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    kind: text('kind', { enum: ['status', 'note', 'resend'] }).notNull(),
    /** The new status, the note's text, or which email was queued again. */
    detail: text('detail').notNull(),
  },
  (t) => [index('submission_events_submission').on(t.submissionId, t.id)],
);

/**
 * One row per email to send. Written in the same transaction as its submission, so
 * an accepted one always has its emails queued, whatever happens to SMTP. One row per submission
 * and kind: the studio's notification, the sender's confirmation; never a second of either.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The submission the email is about. */
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id),
    kind: text('kind', { enum: ['notification', 'confirmation'] })
      .notNull()
      .default('notification'),
    /** Lower-cased address a confirmation goes to: at most one per address per day. */
    recipient: text('recipient'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('email_outbox_due').on(t.status, t.nextAttemptAt),
    uniqueIndex('email_outbox_submission_kind').on(t.submissionId, t.kind),
    index('email_outbox_recipient').on(t.recipient),
  ],
);

/**
 * Signed-in staff desks, by an HMAC of the cookie's random value keyed by the staff token
 * (desk/auth/staff-sessions.ts): a copy of the database cannot sign anyone in, and a new token ends every session.
 */
export const staffSessions = sqliteTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('staff_sessions_expires_at').on(t.expiresAt)],
);

/**
 * The last content version of each page URL that IndexNow accepted, so a URL is sent
 * once per content change however many visitors open it.
 */
export const indexNowSubmissions = sqliteTable('indexnow_submissions', {
  url: text('url').primaryKey(),
  lastmod: text('lastmod').notNull(),
  submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * Web vitals measured in visitors' browsers, one row per measurement (web-vitals' id). A
 * later report of the same measurement (CLS and INP grow while the page stays open) updates
 * the row. Pruned on write: see site/vitals-api/vitals-store.ts.
 */
export const webVitals = sqliteTable(
  'web_vitals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    measurementId: text('measurement_id').notNull(),
    path: text('path').notNull(),
    name: text('name', { enum: VITAL_NAMES }).notNull(),
    value: real('value').notNull(),
    recordedAt: integer('recorded_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('web_vitals_measurement').on(t.name, t.measurementId),
    index('web_vitals_page_metric').on(t.path, t.name, t.id),
    index('web_vitals_recorded_at').on(t.recordedAt),
  ],
);

/**
 * One row that readiness rewrites on each probe: a cheap write that fails when the database
 * cannot store anything (a full disk, a read-only replica, a lock held elsewhere), where a
 * SELECT still answers.
 */
export const heartbeat = sqliteTable('heartbeat', {
  id: integer('id').primaryKey().default(1),
  at: integer('at', { mode: 'timestamp_ms' }).notNull(),
});
