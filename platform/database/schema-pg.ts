import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBMISSION_STATUSES } from '../../shared/submissions/statuses';
import { AUDIT_ACTIONS, STAFF_ROLES } from '../../shared/staff';
import type { OutboxMessage } from './schema';
import { INBOUND_CLASSES, OUTBOX_KINDS, SUBMISSION_EVENT_KINDS } from './row-kinds';
import { bytea } from './pg-bytea';
import { VITAL_NAMES } from '../../shared/vitals-limits';

/**
 * The PostgreSQL twin of schema.ts (decision 0023): the same tables, columns, indexes and
 * checks under the same names, each read back as the same TypeScript type. What each holds is
 * documented there; tests/server/platform/postgres-schema.test.ts fails when the two differ.
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
    assigneeId: integer('assignee_id').references(() => staffAccounts.id),
    firstReplyAt: instant('first_reply_at'),
    awaitingSince: instant('awaiting_since'),
    consentVersion: text('consent_version'),
    consentAt: instant('consent_at'),
    consentAddress: text('consent_address'),
    consentLang: text('consent_lang', { enum: ['en', 'ru'] }),
    consentPurpose: text('consent_purpose'),
  },
  (t) => [
    uniqueIndex('submissions_kind_number').on(t.kind, t.number),
    index('submissions_kind_status').on(t.kind, t.status, t.number),
    index('submissions_kind_assignee').on(t.kind, t.assigneeId, t.number),
    // One assignee's list of one status and its tabs' counts, read from the index alone (decision 0071).
    index('submissions_kind_assignee_status').on(t.kind, t.assigneeId, t.status, t.number),
    index('submissions_idempotency_key').on(t.idempotencyKey),
    index('submissions_created_at').on(t.createdAt),
  ],
);

export const replyWaits = pgTable(
  'reply_waits',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id),
    startedAt: instant('started_at').notNull(),
    repliedAt: instant('replied_at'),
    remindedAt: instant('reminded_at'),
  },
  (t) => [
    uniqueIndex('reply_waits_open')
      .on(t.submissionId)
      .where(sql`replied_at is null`),
    index('reply_waits_submission').on(t.submissionId),
    index('reply_waits_started_at').on(t.startedAt),
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
    kind: text('kind', { enum: SUBMISSION_EVENT_KINDS }).notNull(),
    detail: text('detail').notNull(),
    actorId: integer('actor_id').references(() => staffAccounts.id),
    actor: text('actor'),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('submission_events_submission').on(t.submissionId, t.id),
    uniqueIndex('submission_events_key').on(t.submissionId, t.idempotencyKey),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id').references(() => submissions.id),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull().default('notification'),
    recipient: text('recipient'),
    message: jsonb('message').$type<OutboxMessage>(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    queuedAt: instant('queued_at').$defaultFn(() => new Date()),
    messageId: text('message_id'),
    eventId: integer('event_id'),
  },
  (t) => [
    index('email_outbox_due').on(t.status, t.nextAttemptAt),
    uniqueIndex('email_outbox_submission_kind')
      .on(t.submissionId, t.kind)
      .where(sql`kind in ('notification', 'confirmation')`),
    index('email_outbox_submission').on(t.submissionId, t.kind),
    index('email_outbox_recipient').on(t.recipient),
    // An answer's In-Reply-To and References, and a bounce's returned id, are looked up by it (decision 0066).
    index('email_outbox_message_id').on(t.messageId),
  ],
);

export const inboundMail = pgTable(
  'inbound_mail',
  {
    id: serial('id').primaryKey(),
    messageKey: text('message_key').notNull(),
    messageId: text('message_id'),
    inReplyTo: text('in_reply_to'),
    receivedAt: instant('received_at').notNull(),
    sentAt: instant('sent_at'),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name').notNull(),
    subject: text('subject').notNull(),
    newWords: text('new_words').notNull(),
    bodyText: text('body_text').notNull(),
    raw: bytea('raw').notNull(),
    rawBytes: integer('raw_bytes').notNull(),
    class: text('class', { enum: INBOUND_CLASSES }).notNull(),
    bouncedMessageId: text('bounced_message_id'),
    submissionId: integer('submission_id').references(() => submissions.id),
    staffAccountId: integer('staff_account_id').references(() => staffAccounts.id),
  },
  (t) => [uniqueIndex('inbound_mail_message_key').on(t.messageKey), index('inbound_mail_submission').on(t.submissionId, t.receivedAt)],
);

export const inboundAttachments = pgTable(
  'inbound_attachments',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => inboundMail.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    bytes: integer('bytes').notNull(),
    fileName: text('file_name'),
  },
  (t) => [index('inbound_attachments_mail').on(t.mailId)],
);

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    lang: text('lang', { enum: ['en', 'ru'] }).notNull(),
    timeZone: text('time_zone').notNull(),
    userHandle: text('user_handle').notNull(),
    createdAt: instant('created_at').notNull(),
    removedAt: instant('removed_at'),
    name: text('name'),
    title: text('title'),
    lastSignInAt: instant('last_sign_in_at'),
  },
  (t) => [uniqueIndex('staff_accounts_email').on(t.email), uniqueIndex('staff_accounts_user_handle').on(t.userHandle)],
);

export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>(),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [index('staff_passkeys_account').on(t.accountId)],
);

export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id),
    invitedBy: integer('invited_by').references(() => staffAccounts.id),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('staff_invitations_account').on(t.accountId)],
);

export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    invitationId: text('invitation_id'),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('webauthn_challenges_expires_at').on(t.expiresAt)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('staff_sessions_expires_at').on(t.expiresAt), index('staff_sessions_account').on(t.accountId)],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    at: instant('at').notNull(),
    actorId: integer('actor_id').references(() => staffAccounts.id),
    actor: text('actor').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    subjectKind: text('subject_kind'),
    subjectId: integer('subject_id'),
    detail: text('detail'),
  },
  (t) => [index('audit_events_actor').on(t.actorId, t.id), index('audit_events_action').on(t.action, t.id)],
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

export const erasureLog = pgTable(
  'erasure_log',
  {
    id: serial('id').primaryKey(),
    addressHash: text('address_hash').notNull(),
    erasedAt: instant('erased_at').notNull(),
  },
  (t) => [uniqueIndex('erasure_log_entry').on(t.addressHash, t.erasedAt), index('erasure_log_erased_at').on(t.erasedAt)],
);

export const erasureKey = pgTable('erasure_key', {
  id: integer('id').primaryKey().default(1),
  key: text('key').notNull(),
});

export const heartbeat = pgTable('heartbeat', {
  id: integer('id').primaryKey().default(1),
  at: instant('at').notNull(),
});

/**
 * A job only one instance may do at a time (decision 0065), such as reading the inbound mailbox:
 * one row a job, naming the instance that holds it until `expiresAt`. The holder renews it; any
 * instance takes it once it has expired.
 */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: instant('expires_at').notNull(),
});
