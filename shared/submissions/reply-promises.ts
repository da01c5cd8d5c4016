/**
 * The replies the site promises (the contact page, the job pages, the confirmations): an enquiry
 * within 24 hours, weekends included; an application within five business days. The desk counts
 * the first against its time; the studio's notifications say how long is left of either.
 */
export const ENQUIRY_REPLY_MS = 24 * 60 * 60_000;

const APPLICATION_REPLY_BUSINESS_DAYS = 5;

/** When the reply to an application received at `at` is due: five weekdays later (in UTC), at the same time of day. */
export function applicationReplyDue(at: Date): Date {
  const due = new Date(at);
  for (let left = APPLICATION_REPLY_BUSINESS_DAYS; left > 0;) {
    due.setUTCDate(due.getUTCDate() + 1);
    const day = due.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return due;
}
