/**
 * How long the site keeps what it stores (decision 0035): set once in the configuration
 * (platform/config/env.ts), used by the deletion job and printed in the privacy policy, so the
 * policy and the code cannot disagree.
 */
export interface RetentionPeriods {
  /** Submissions marked spam, after they arrived. */
  spamDays: number;
  /** Enquiries, after their last change (arrival, or the newest entry of their history). */
  enquiryMonths: number;
  /** Applications, after their position closes or they are rejected, whichever is first. */
  applicationMonths: number;
  /** Bodies of delivered emails kept on disk (.eml files written without SMTP). */
  emailDays: number;
  /** Web-vitals samples, after they were recorded. */
  vitalsMonths: number;
  /** Backups, after they were made (npm run backup --dir), and the erasure log's entries (decision 0058). */
  backupDays: number;
  /**
   * Notifications with the sender's details (NOTIFY_DETAILS=full) in the studio's mailboxes: the
   * policy promises it and the mailbox's own deletion rule keeps it; nothing on the server reaches them.
   */
  mailboxDays: number;
  /** Inbound mail that answers no record (decision 0065), after it arrived, with its attachments. */
  unmatchedDays: number;
}

export const DEFAULT_RETENTION: RetentionPeriods = {
  spamDays: 30,
  enquiryMonths: 24,
  applicationMonths: 6,
  emailDays: 30,
  vitalsMonths: 13,
  backupDays: 30,
  mailboxDays: 30,
  unmatchedDays: 30,
};
