/**
 * What visitors submit through the site's forms (enquiries, job applications), from the POST to
 * the stored row and its queued emails. The desk reads and changes submissions through this entry.
 */
export { KINDS, ENQUIRY, APPLICATION, kindNamed, type AnyKind } from './kinds';
export type { SubmissionKind, SubmissionInput, MailSettings } from './kinds/submission-kind';
export type { StoredEnquiry, StoredApplication, StoredCv } from './views';
export type { SubmissionRecord, SubmissionEvent, SubmissionNote, DeliveryState } from './submission-record';
export {
  listSubmissions,
  submissionByNumber,
  countByStatus,
  changeSubmission,
  resendNotification,
  historyOf,
  type SubmissionFilter,
  type SubmissionChange,
} from './submission-store';
export { submitRoutes, DEFAULT_SUBMISSION_LIMITS } from './submit-route';
export { composeEmail } from './emails/compose-email';
