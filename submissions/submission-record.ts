import type { Lang } from '../shared/i18n/langs';
import type { SubmissionStatus } from '../shared/submissions/statuses';

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed';

/** A stored file: its random name in the files directory, what it is, its size, the name the sender gave it (cleaned). */
export interface StoredFile {
  file: string;
  type: string;
  bytes: number;
  name: string;
}

export interface SubmissionNote {
  at: string;
  text: string;
}

/** The member of staff a submission is assigned to: the account, its email and its name (null until one is given). */
export interface Assignee {
  id: number;
  email: string;
  name: string | null;
}

/** Who did something to a submission, as its history keeps it: an account (its id and email then), or the STAFF_TOKEN or an operator by name. */
export interface EventAuthor {
  id: number | null;
  name: string;
}

/**
 * The consent ledger's entry of a submission (decision 0036): the version of the consent document
 * the sender agreed to, when, from which address, in which language, for what.
 */
export interface ConsentRecord {
  /** The consent document's version in `lang` (site/render/consent-version.ts). */
  version: string;
  at: string;
  /** The client's address as the server saw it: behind the proxies TRUST_PROXY names, the one they report. */
  address: string | null;
  lang: Lang;
  /** What it was given for: the kind of form sent (enquiry, application). */
  purpose: string;
}

/** One stored submission of any kind, as the store reads it; each kind's `view` shapes it for staff and email. */
export interface SubmissionRecord {
  kind: string;
  /** Its reference within its kind: what staff, emails and the API call its id. */
  number: number;
  createdAt: string;
  name: string;
  email: string;
  locale: Lang;
  /** Its status among its kind's (an application's: its hiring stage). */
  status: SubmissionStatus;
  fields: Record<string, string | null>;
  file: StoredFile | null;
  /** State of the notification email to the studio; null for spam, which is never emailed. */
  delivery: DeliveryState | null;
  deliveryAttempts: number;
  notes: SubmissionNote[];
  /** Who on the team has it, if anyone. */
  assignee: Assignee | null;
  /** When staff first replied to it, if they have. */
  firstReplyAt: string | null;
  /** Since when it waits for a reply: its arrival, or its sender's answer after a reply; null once replied to (decision 0064). */
  awaitingSince: string | null;
  /** The consent ledger's entry; null when it arrived before the ledger was kept. */
  consent: ConsentRecord | null;
}

/** What happened to a submission after it arrived, oldest first. */
export interface SubmissionEvent {
  at: string;
  kind: 'status' | 'note' | 'resend' | 'reply' | 'assign';
  /** The new status, the note's or the reply's text, the email queued again, or the assignee's email ('' for nobody). */
  detail: string;
  /** Who did it: an account's email then, "STAFF_TOKEN" or "operator"; null for what happened before authors were kept. */
  author: string | null;
}
