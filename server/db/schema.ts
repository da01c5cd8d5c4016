import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ENQUIRY_STATUSES } from '../../shared/enquiry-status';
import { VITAL_NAMES } from '../../shared/vitals-limits';

/** Project enquiries sent through the contact form. */
export const enquiries = sqliteTable(
  'enquiries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    project: text('project').notNull(),
    budget: text('budget'),
    locale: text('locale', { enum: ['en', 'ru'] }).notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    /** The form's Idempotency-Key: the same key within 24 hours answers this enquiry again. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('enquiries_created_at').on(t.createdAt),
    index('enquiries_status').on(t.status, t.id),
    index('enquiries_idempotency_key').on(t.idempotencyKey),
  ],
);

/** What happened to an enquiry after it arrived, for its history: status changes, notes, emails queued again. */
export const enquiryEvents = sqliteTable(
  'enquiry_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    kind: text('kind', { enum: ['status', 'note', 'resend'] }).notNull(),
    /** The new status, the note's text, or which email was queued again. */
    detail: text('detail').notNull(),
  },
  (t) => [index('enquiry_events_enquiry').on(t.enquiryId, t.id)],
);

/**
 * One row per email to send. Written in the same transaction as its enquiry, so an
 * accepted enquiry always has its emails queued, whatever happens to SMTP. One row per enquiry
 * and kind: the studio's notification, the visitor's confirmation; never a second of either.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id),
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
    uniqueIndex('email_outbox_enquiry_kind').on(t.enquiryId, t.kind),
    index('email_outbox_recipient').on(t.recipient),
  ],
);

/** Signed-in staff desks: the SHA-256 of the cookie's random value, so a copy of the database cannot sign anyone in. */
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
 * the row. Pruned on write: see server/vitals/vitals-store.ts.
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
