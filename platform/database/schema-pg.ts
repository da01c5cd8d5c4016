import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CV_TYPES, type CvKind } from '../../shared/application-fields';
import { ENQUIRY_STATUSES } from '../../shared/enquiry-status';
import { VITAL_NAMES } from '../../shared/vitals-limits';

/**
 * The PostgreSQL twin of schema.ts (decision 0023): the same tables, columns, indexes and
 * checks under the same names, each read back as the same TypeScript type. What each holds is
 * documented there; tests/server/postgres-schema.test.ts fails when the two differ.
 */

/** Milliseconds, as the SQLite columns keep them, read back as a Date. */
const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    createdAt: instant('created_at').notNull().defaultNow(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    project: text('project').notNull(),
    budget: text('budget'),
    locale: text('locale', { enum: ['en', 'ru'] }).notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('enquiries_created_at').on(t.createdAt),
    index('enquiries_status').on(t.status, t.id),
    index('enquiries_idempotency_key').on(t.idempotencyKey),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    createdAt: instant('created_at').notNull(),
    job: text('job').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    portfolio: text('portfolio'),
    note: text('note').notNull(),
    locale: text('locale', { enum: ['en', 'ru'] }).notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    idempotencyKey: text('idempotency_key'),
    cvFile: text('cv_file').notNull(),
    cvKind: text('cv_kind', { enum: Object.keys(CV_TYPES) as [CvKind, ...CvKind[]] }).notNull(),
    cvBytes: integer('cv_bytes').notNull(),
    cvName: text('cv_name').notNull(),
  },
  (t) => [
    index('applications_status').on(t.status, t.id),
    index('applications_idempotency_key').on(t.idempotencyKey),
    index('applications_created_at').on(t.createdAt),
  ],
);

export const enquiryEvents = pgTable(
  'enquiry_events',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id),
    at: instant('at').notNull(),
    kind: text('kind', { enum: ['status', 'note', 'resend'] }).notNull(),
    detail: text('detail').notNull(),
  },
  (t) => [index('enquiry_events_enquiry').on(t.enquiryId, t.id)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id').references(() => enquiries.id),
    applicationId: integer('application_id').references(() => applications.id),
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
    uniqueIndex('email_outbox_enquiry_kind').on(t.enquiryId, t.kind),
    uniqueIndex('email_outbox_application_kind').on(t.applicationId, t.kind),
    index('email_outbox_recipient').on(t.recipient),
    check('email_outbox_one_subject', sql`("enquiry_id" IS NULL) <> ("application_id" IS NULL)`),
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
