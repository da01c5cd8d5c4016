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

/** One stored submission of any kind, as the store reads it; each kind's `view` shapes it for staff and email. */
export interface SubmissionRecord {
  kind: string;
  /** Its reference within its kind: what staff, emails and the API call its id. */
  number: number;
  createdAt: string;
  name: string;
  email: string;
  locale: Lang;
  status: SubmissionStatus;
  fields: Record<string, string | null>;
  file: StoredFile | null;
  /** State of the notification email to the studio; null for spam, which is never emailed. */
  delivery: DeliveryState | null;
  deliveryAttempts: number;
  notes: SubmissionNote[];
}

/** What happened to a submission after it arrived, oldest first. */
export interface SubmissionEvent {
  at: string;
  kind: 'status' | 'note' | 'resend';
  /** The new status, the note, or the email queued again. */
  detail: string;
}
