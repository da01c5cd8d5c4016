/**
 * What visitors submit through the site's forms (enquiries, job applications), from the POST to
 * the stored row and its queued emails. The desk reads and changes submissions through this entry.
 */
export { ENQUIRY, APPLICATION, type AnyKind, type KindName } from './kinds';
export type { SubmissionKind, SubmissionInput, MailSettings } from './kinds/submission-kind';
export type { RetentionCandidate } from './retention/retention-rules';
export type { StoredEnquiry, StoredApplication, StoredCv, SubmissionView } from './views';
export type {
  SubmissionRecord,
  ConsentRecord,
  SubmissionEvent,
  SubmissionNote,
  DeliveryState,
  Assignee,
  EventAuthor,
} from './submission-record';
export {
  listSubmissions,
  submissionByNumber,
  countByStatus,
  changeSubmission,
  resendEmail,
  historyOf,
  type SubmissionFilter,
  type ListOrder,
  type SubmissionChange,
  type FailedEmail,
} from './submission-store';
export { saveReply, repliesOf, type ReplyOutcome, type SentReply } from './submission-replies';
export { awaitingReply, countAwaitingReply, queueReminders, replyWaitsSince } from './reply-promise-store';
export {
  submitRoutes,
  DEFAULT_SUBMISSION_LIMITS,
  DEFAULT_UPLOAD_IDLE_MS,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY,
  REQUEST_TIME_LIMIT_MS,
} from './submit-route';
export { composeEmail } from './emails/compose-email';
export { replyFrame, replyOpening, replySender, type ReplyFrame, type ReplyMail, type ReplySigner } from './emails/reply-email';
export { findSubject, subjectAddress, subjectCounts, holdsAnything, type SubjectData } from './subject/find-subject';
export { subjectArchive, archiveName, ARCHIVE_DOCUMENT } from './subject/subject-archive';
export { eraseSubject, type ErasureTarget } from './subject/erase-subject';
export { reapplyErasures } from './subject/erasure-log';
export { startRetention, planRetention, runRetention, retentionCounts, type RetentionReport } from './retention/retention';
export { startInboundMail } from './inbound/inbound-mail';
export type { AnsweredRecord, AnswerHandling } from './inbound/answer-effects';
export { replyAddressOf, verifyReplyAddress } from './inbound/reply-address';
export {
  mailOfRecord,
  originalOfMail,
  keptAttachment,
  KEPT_ATTACHMENT_MAX_BYTES,
  type RecordMail,
  type MailAttachment,
} from './inbound/record-mail';
export {
  listUnmatchedMail,
  unmatchedMailById,
  recordIdOf,
  countUnmatchedMail,
  attachMail,
  deleteUnmatchedMail,
  removeMailFiles,
  type UnmatchedMail,
} from './inbound/unmatched-mail';
