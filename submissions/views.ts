import type { Lang } from '../shared/i18n/langs';
import type { CvKind } from '../shared/submissions/application-fields';
import type { SubmissionStatus } from '../shared/submissions/statuses';
import type { Assignee, DeliveryState, SubmissionNote } from './submission-record';

/** An enquiry as the staff API (GET /api/contacts), the desk, the CSV and the emails see it. */
export interface StoredEnquiry {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  project: string;
  budget: string | null;
  locale: Lang;
  status: SubmissionStatus;
  /** State of the notification email to the studio; null for spam, which is never emailed. */
  delivery: DeliveryState | null;
  deliveryAttempts: number;
  notes: SubmissionNote[];
  /** Who on the team has it, if anyone. */
  assignee: Assignee | null;
  /** When staff first replied to it, if they have. */
  firstReplyAt: string | null;
}

/** The stored CV of an application: where it is and what it is. */
export interface StoredCv {
  file: string;
  kind: CvKind;
  bytes: number;
  /** The name it had on the applicant's computer, cleaned (cv-files.ts). */
  name: string;
}

/** An application as the staff API (GET /api/applications), the desk and the emails see it. */
export interface StoredApplication {
  id: number;
  createdAt: string;
  job: string;
  name: string;
  email: string;
  phone: string | null;
  portfolio: string | null;
  note: string;
  locale: Lang;
  /** Its hiring stage (APPLICATION_STAGES). */
  status: SubmissionStatus;
  cv: StoredCv;
  /** State of the notification email to the studio; null for spam, which is never emailed. */
  delivery: DeliveryState | null;
  deliveryAttempts: number;
  notes: SubmissionNote[];
  assignee: Assignee | null;
  firstReplyAt: string | null;
}
