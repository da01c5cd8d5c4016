import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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
  },
  (t) => [index('enquiries_created_at').on(t.createdAt)],
);

/**
 * One row per email to send. Written in the same transaction as its enquiry, so an
 * accepted enquiry always has its notification queued, whatever happens to SMTP.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('email_outbox_due').on(t.status, t.nextAttemptAt)],
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
