/** Every table here has a PostgreSQL twin in schema-pg.ts (decision 0023): change both, then `npm run db:generate`. */
import { sql } from 'drizzle-orm';
import { blob, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { SUBMISSION_STATUSES } from '../../shared/submissions/statuses';
import { AUDIT_ACTIONS, STAFF_ROLES } from '../../shared/staff';
import { VITAL_NAMES } from '../../shared/vitals-limits';
import { INBOUND_CLASSES, OUTBOX_KINDS, SUBMISSION_EVENT_KINDS } from './row-kinds';

/**
 * What visitors send through the site's forms, every kind in one table (desk/kinds-table.ts):
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
    /** The member of staff it is assigned to, if anyone. */
    assigneeId: integer('assignee_id').references(() => staffAccounts.id),
    /** When staff first replied to it from the desk or the API (the time to first reply). */
    firstReplyAt: integer('first_reply_at', { mode: 'timestamp_ms' }),
    /**
     * Since when the studio owes its sender an answer: the start of its open wait (replyWaits),
     * kept here too so that the lists order by it; null once staff replied (decision 0064).
     */
    awaitingSince: integer('awaiting_since', { mode: 'timestamp_ms' }),
    /**
     * The consent ledger (decision 0036): the version of the consent document the sender agreed to,
     * when, from which address (as the server saw it), in which language, for what. Null on rows
     * stored before it was kept.
     */
    consentVersion: text('consent_version'),
    consentAt: integer('consent_at', { mode: 'timestamp_ms' }),
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

/**
 * Each time a record waited for the studio's reply (decision 0064): from its arrival, or from its
 * sender's answer after a reply, to the next staff reply. A record has at most one open wait. The
 * promise's figures count these, and each gets its one reminder.
 */
export const replyWaits = sqliteTable(
  'reply_waits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    /** When staff replied, ending it; null while it is open. */
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    /** When its reminder was queued; null until then. */
    remindedAt: integer('reminded_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('reply_waits_open')
      .on(t.submissionId)
      .where(sql`replied_at is null`),
    index('reply_waits_submission').on(t.submissionId),
    index('reply_waits_started_at').on(t.startedAt),
  ],
);

/** The last number each kind gave: taking the next is one atomic upsert on either database. */
export const submissionNumbers = sqliteTable('submission_numbers', {
  kind: text('kind').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * What happened to a submission after it arrived, for its history: status changes, notes, emails
 * queued again, replies sent, assignments; each with who did it.
 */
export const submissionEvents = sqliteTable(
  'submission_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    kind: text('kind', { enum: SUBMISSION_EVENT_KINDS }).notNull(),
    /** The new status, the note's or the reply's text, which email was queued again, the assignee's email ('' for nobody). */
    detail: text('detail').notNull(),
    /** The account that did it; null for the STAFF_TOKEN, an operator, or an event older than authors. */
    actorId: integer('actor_id').references(() => staffAccounts.id),
    /** Who that was, as shown: the account's email then, "STAFF_TOKEN" or "operator"; null before authors were kept. */
    actor: text('actor'),
    /** A reply's one-time key (the desk's form, the API's Idempotency-Key): the same key never sends a second reply. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('submission_events_submission').on(t.submissionId, t.id),
    uniqueIndex('submission_events_key').on(t.submissionId, t.idempotencyKey),
  ],
);

/**
 * One row per email to send. A submission's emails are written in the same transaction as it,
 * so an accepted one always has its emails queued, whatever happens to SMTP: one row per
 * submission and kind (the studio's notification, the sender's confirmation, the reminder of an
 * enquiry awaiting its reply), never a second of any. Staff replies (any number per submission),
 * reminders and emails about no submission (a staff invitation) carry their message, composed
 * when queued and dropped once sent.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The submission the email is about, if any. */
    submissionId: integer('submission_id').references(() => submissions.id),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull().default('notification'),
    /** Lower-cased address a confirmation goes to: at most one per address per day. */
    recipient: text('recipient'),
    /** The whole message of an email composed when queued; null once sent, and for a submission's emails (composed when sent). */
    message: text('message', { mode: 'json' }).$type<OutboxMessage>(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    /** When the row was queued: how long the oldest unsent email has waited (GET /metrics). */
    queuedAt: integer('queued_at', { mode: 'timestamp_ms' }).$defaultFn(() => new Date()),
    /**
     * The Message-ID it is sent with, random and given when queued (a confirmation's, a staff
     * reply's), so a later reply names it in its thread after the message itself is gone.
     */
    messageId: text('message_id'),
    /** A staff reply's entry in its submission's history; no foreign key: a submission's history is deleted before its outbox rows. */
    eventId: integer('event_id'),
  },
  (t) => [
    index('email_outbox_due').on(t.status, t.nextAttemptAt),
    // One notification and one confirmation per submission; replies are as many as staff send.
    uniqueIndex('email_outbox_submission_kind')
      .on(t.submissionId, t.kind)
      .where(sql`kind in ('notification', 'confirmation')`),
    // The partial index above keeps them unique but cannot serve a join: a query names the kind
    // as a parameter, which SQLite cannot prove is in its list, so the desk's list read the
    // whole outbox for each row (a page of 25 at 10,000 enquiries: 17 ms, 3.2–3.8 with this one;
    // decision 0030).
    index('email_outbox_submission').on(t.submissionId, t.kind),
    index('email_outbox_recipient').on(t.recipient),
    // An answer's In-Reply-To and References, and a bounce's returned id, are looked up by it (decision 0066).
    index('email_outbox_message_id').on(t.messageId),
  ],
);

/** A message as the outbox keeps it: what nodemailer sends, in JSON. */
export interface OutboxMessage {
  /** An address, or one with the name shown for it ("Sam Lee at Northbeam"). */
  from: string | { name: string; address: string };
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  inReplyTo?: string;
  references?: string[];
}

/**
 * Mail that arrived at INBOUND_ADDRESS (decision 0063), one row per mail: the unique key is its
 * Message-ID (a hash of the raw mail when it has none), so a mail read twice (another instance,
 * a crash before the mailbox was told) is stored once. The raw mail is kept as it came, up to
 * RAW_MAIL_CAP_BYTES (submissions/inbound/read-mail.ts), with its full size beside it.
 */
export const inboundMail = sqliteTable(
  'inbound_mail',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    messageKey: text('message_key').notNull(),
    messageId: text('message_id'),
    inReplyTo: text('in_reply_to'),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
    /** The mail's own Date header, when it has a valid one. */
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name').notNull(),
    subject: text('subject').notNull(),
    /** What the sender wrote in this mail, without the quoted history and signature. */
    newWords: text('new_words').notNull(),
    /** The whole text (HTML-only mail as text). */
    bodyText: text('body_text').notNull(),
    raw: blob('raw', { mode: 'buffer' }).notNull(),
    /** The mail's size in the mailbox; more than the raw's when it was cut at the cap. */
    rawBytes: integer('raw_bytes').notNull(),
    class: text('class', { enum: INBOUND_CLASSES }).notNull(),
    /** A bounce's returned Message-ID: which of the studio's emails did not arrive. */
    bouncedMessageId: text('bounced_message_id'),
    /** The record its signed reply address names; null while it is unmatched. */
    submissionId: integer('submission_id').references(() => submissions.id),
    /** The member of staff who sent it from their own mail client, the inbound address in Bcc; null for anyone else's mail. */
    staffAccountId: integer('staff_account_id').references(() => staffAccounts.id),
  },
  (t) => [uniqueIndex('inbound_mail_message_key').on(t.messageKey), index('inbound_mail_submission').on(t.submissionId, t.receivedAt)],
);

/**
 * An inbound mail's attachments, each listed by its name; one within 10 MB of a type the file
 * store takes is kept there, as CVs are, and the rest are named only.
 */
export const inboundAttachments = sqliteTable(
  'inbound_attachments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    mailId: integer('mail_id')
      .notNull()
      .references(() => inboundMail.id),
    /** The name the sender gave it, cleaned: only for the download's name. */
    name: text('name').notNull(),
    /** The type read from its bytes when kept, else the one the mail declared. */
    type: text('type').notNull(),
    bytes: integer('bytes').notNull(),
    /** Its random name in the file store; null when it was not kept. */
    fileName: text('file_name'),
  },
  (t) => [index('inbound_attachments_mail').on(t.mailId)],
);

/**
 * Members of staff. An account is never deleted while the audit trail names it: removing one
 * stamps removedAt, ends its sessions and voids its invitations and passkeys.
 */
export const staffAccounts = sqliteTable(
  'staff_accounts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The desk's language and the time zone its times are shown in. */
    lang: text('lang', { enum: ['en', 'ru'] }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** WebAuthn's user handle: random, so a passkey names no email. */
    userHandle: text('user_handle').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
    /** The name the person signs replies with ("Sam Lee") and their title, if any; null on accounts made before names were asked. */
    name: text('name'),
    title: text('title'),
    /** When the account last signed in with a passkey; null until it has. */
    lastSignInAt: integer('last_sign_in_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('staff_accounts_email').on(t.email), uniqueIndex('staff_accounts_user_handle').on(t.userHandle)],
);

/** An account's passkeys: the public key and signature counter WebAuthn verifies a sign-in with. */
export const staffPasskeys = sqliteTable(
  'staff_passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull(),
    transports: text('transports', { mode: 'json' }).$type<string[]>(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('staff_passkeys_account').on(t.accountId)],
);

/**
 * One-time links that let a person register a passkey for an account, valid 24 hours. The id is
 * a SHA-256 of the link's secret: the database alone cannot use one.
 */
export const staffInvitations = sqliteTable(
  'staff_invitations',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id),
    /** Who invited: an admin's account, or null for an operator's `npm run staff`. */
    invitedBy: integer('invited_by').references(() => staffAccounts.id),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('staff_invitations_account').on(t.accountId)],
);

/**
 * WebAuthn challenges handed out and not yet answered, kept in the database so that any
 * instance can check the answer; each is taken once (deleted) when answered.
 */
export const webauthnChallenges = sqliteTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    /** For a registration: the invitation being used. */
    invitationId: text('invitation_id'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_at').on(t.expiresAt)],
);

/**
 * Signed-in desks, by a SHA-256 of the cookie's random value: a copy of the database cannot sign
 * anyone in. A session ends 30 minutes after its last request or 12 hours after it began.
 */
export const staffSessions = sqliteTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('staff_sessions_expires_at').on(t.expiresAt), index('staff_sessions_account').on(t.accountId)],
);

/**
 * The audit trail, appended to and never changed: who (an account, or the machine token) did
 * what to which record, when. Only references and short facts (a status, a role), never a
 * visitor's words.
 */
export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    /** The account that acted; null for the STAFF_TOKEN or an operator's command. */
    actorId: integer('actor_id').references(() => staffAccounts.id),
    /** Who that was, as shown: the account's email then, "STAFF_TOKEN" or "operator". */
    actor: text('actor').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** What it was done to: a submission kind ("enquiry", "application") or "account", and its number or id. */
    subjectKind: text('subject_kind'),
    subjectId: integer('subject_id'),
    /** A short fact about it: the new status, the role given, the filter of an export. */
    detail: text('detail'),
  },
  (t) => [index('audit_events_actor').on(t.actorId, t.id), index('audit_events_action').on(t.action, t.id)],
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
 * The erasures of the last RETENTION_BACKUP_DAYS (decision 0058), so that a restore of an older
 * backup erases the person again: an HMAC of the normalised address under the erasure key, never
 * the address, and when. The retention job deletes entries older than the oldest backup kept.
 */
export const erasureLog = sqliteTable(
  'erasure_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    addressHash: text('address_hash').notNull(),
    erasedAt: integer('erased_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('erasure_log_entry').on(t.addressHash, t.erasedAt), index('erasure_log_erased_at').on(t.erasedAt)],
);

/**
 * The erasure log's HMAC key: random, made at the first erasure, kept in the live database only.
 * Backups leave it out, so a backup's log cannot be checked against guessed addresses; a restore
 * carries the live key over.
 */
export const erasureKey = sqliteTable('erasure_key', {
  id: integer('id').primaryKey().default(1),
  key: text('key').notNull(),
});

/**
 * One row that readiness rewrites on each probe: a cheap write that fails when the database
 * cannot store anything (a full disk, a read-only replica, a lock held elsewhere), where a
 * SELECT still answers.
 */
export const heartbeat = sqliteTable('heartbeat', {
  id: integer('id').primaryKey().default(1),
  at: integer('at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * A job only one instance may do at a time (decision 0065), such as reading the inbound mailbox:
 * one row a job, naming the instance that holds it until `expiresAt`. The holder renews it; any
 * instance takes it once it has expired.
 */
export const leases = sqliteTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});
