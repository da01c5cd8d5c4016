import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBMISSION_STATUSES } from '../../shared/submissions/statuses';
import { VITAL_NAMES } from '../../shared/vitals-limits';

/**
 * The PostgreSQL twin of schema.ts (decision 0023): the same tables, columns, indexes and
 * checks under the same names, each read back as the same TypeScript type. What each holds is
 * documented there; tests/server/postgres-schema.test.ts fails when the two differ.
 */

/** Milliseconds, as the SQLite columns keep them, read back as a Date. */
const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    number: integer('number').notNull(),
    createdAt: instant('created_at').notNull(),
    locale: text('locale', { enum: ['en', 'ru'] }).notNull(),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('new'),
    idempotencyKey: text('idempotency_key'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    fields: jsonb('fields').notNull().$type<Record<string, string | null>>(),
    searchText: text('search_text').notNull(),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileBytes: integer('file_bytes'),
    fileOriginalName: text('file_original_name'),
  },
  (t) => [
    uniqueIndex('submissions_kind_number').on(t.kind, t.number),
    index('submissions_kind_status').on(t.kind, t.status, t.number),
    index('submissions_idempotency_key').on(t.idempotencyKey),
    index('submissions_created_at').on(t.createdAt),
  ],
);

export const submissionNumbers = pgTable('submission_numbers', {
  kind: text('kind').primaryKey(),
  last: integer('last').notNull(),
});

export const submissionEvents = pgTable(
  'submission_events',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id),
    at: instant('at').notNull(),
    kind: text('kind', { enum: ['status', 'note', 'resend'] }).notNull(),
    detail: text('detail').notNull(),
  },
  (t) => [index('submission_events_submission').on(t.submissionId, t.id)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id),
    kind: text('kind', { enum: ['notification', 'confirmation'] })
      .notNull()
      .default('notification'),
    recipient: text('recipient'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('email_outbox_due').on(t.status, t.nextAttemptAt),
    uniqueIndex('email_outbox_submission_kind').on(t.submissionId, t.kind),
    index('email_outbox_recipient').on(t.recipient),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('staff_sessions_expires_at').on(t.expiresAt)],
);

export const indexNowSubmissions = pgTable('indexnow_submissions', {
  url: text('url').primaryKey(),
  lastmod: text('lastmod').notNull(),
  submittedAt: instant('submitted_at').notNull(),
});

export const webVitals = pgTable(
  'web_vitals',
  {
    id: serial('id').primaryKey(),
    measurementId: text('measurement_id').notNull(),
    path: text('path').notNull(),
    name: text('name', { enum: VITAL_NAMES }).notNull(),
    value: doublePrecision('value').notNull(),
    recordedAt: instant('recorded_at').notNull(),
  },
  (t) => [
    uniqueIndex('web_vitals_measurement').on(t.name, t.measurementId),
    index('web_vitals_page_metric').on(t.path, t.name, t.id),
    index('web_vitals_recorded_at').on(t.recordedAt),
  ],
);

export const heartbeat = pgTable('heartbeat', {
  id: integer('id').primaryKey().default(1),
  at: instant('at').notNull(),
});
