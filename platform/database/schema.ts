/** Every table here has a PostgreSQL twin in schema-pg.ts (decision 0023): change both, then `npm run db:generate`. */
import { sql } from 'drizzle-orm';
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CV_TYPES, type CvKind } from '../../shared/application-fields';
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

/** Job applications sent from the job pages; their CVs are files under the data directory. */
export const applications = sqliteTable(
  'applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    /** The position's slug. */
    job: text('job').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    portfolio: text('portfolio'),
    note: text('note').notNull(),
    locale: text('locale', { enum: ['en', 'ru'] }).notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    idempotencyKey: text('idempotency_key'),
    /** The stored file's random name in the CV directory; never anything the applicant chose. */
    cvFile: text('cv_file').notNull(),
    cvKind: text('cv_kind', { enum: Object.keys(CV_TYPES) as [CvKind, ...CvKind[]] }).notNull(),
    cvBytes: integer('cv_bytes').notNull(),
    /** The file's name on the applicant's computer, cleaned: only for the download's and the attachment's name. */
    cvName: text('cv_name').notNull(),
  },
  (t) => [
    index('applications_status').on(t.status, t.id),
    index('applications_idempotency_key').on(t.idempotencyKey),
    index('applications_created_at').on(t.createdAt),
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
 * One row per email to send. Written in the same transaction as its enquiry or application, so
 * an accepted one always has its emails queued, whatever happens to SMTP. One row per enquiry (or
 * application) and kind: the studio's notification, the sender's confirmation; never a second of either.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The enquiry or the application the email is about: exactly one of the two. */
    enquiryId: integer('enquiry_id').references(() => enquiries.id),
    applicationId: integer('application_id').references(() => applications.id),
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
    uniqueIndex('email_outbox_application_kind').on(t.applicationId, t.kind),
    index('email_outbox_recipient').on(t.recipient),
    // Column names unqualified: the migration builds the table under a temporary name.
    check('email_outbox_one_subject', sql`("enquiry_id" IS NULL) <> ("application_id" IS NULL)`),
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
