import type { CvKind } from '../shared/submissions/application-fields';
import type { SubmissionRecord } from './submission-record';

/**
 * What staff see of every kind the same way: when it arrived, from whom, where it stands, the time
 * zone the sender's browser gave (null when it gave none); its number is its id.
 */
export type SubmissionView = Omit<SubmissionRecord, 'kind' | 'number' | 'fields' | 'file'> & { id: number; timeZone: string | null };

/** A stored submission as staff see it, but for its kind's own fields and file: each kind's view adds those. */
export function submissionView(record: SubmissionRecord): SubmissionView {
  const { number, kind: _kind, fields, file: _file, ...shared } = record;
  return { id: number, ...shared, timeZone: fields.timeZone ?? null };
}

/** An enquiry as the staff API (GET /api/contacts), the desk, the CSV and the emails see it. */
export interface StoredEnquiry extends SubmissionView {
  phone: string;
  company: string | null;
  project: string;
  budget: string | null;
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
export interface StoredApplication extends SubmissionView {
  job: string;
  phone: string | null;
  portfolio: string | null;
  note: string;
  cv: StoredCv;
}
