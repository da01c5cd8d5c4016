/**
 * The replies the site promises (the contact page, the job pages, the confirmations): an enquiry
 * within 24 hours, weekends included; an application within five business days. The desk counts
 * the first against its time; the studio's notifications say how long is left of either.
 */
export const ENQUIRY_REPLY_MS = 24 * 60 * 60_000;

/** When the reply to an enquiry received at `at` is due. */
export const enquiryReplyDue = (at: Date): Date => new Date(at.getTime() + ENQUIRY_REPLY_MS);

const APPLICATION_REPLY_BUSINESS_DAYS = 5;

/**
 * When the reply to an application received at `at` is due: five weekdays later, at the same time
 * of day (so one sent on a Saturday is due on Friday). The days are UTC's, as the site has no zone
 * of its own; public holidays are not known, so they count.
 */
export function applicationReplyDue(at: Date): Date {
  const due = new Date(at);
  for (let left = APPLICATION_REPLY_BUSINESS_DAYS; left > 0;) {
    due.setUTCDate(due.getUTCDate() + 1);
    const day = due.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return due;
}
