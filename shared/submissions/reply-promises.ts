import { DAY_MS } from '../day';

/**
 * The replies the site promises (the contact page, the job pages, the confirmations): an enquiry
 * within 24 hours, weekends included; an application within five business days. The desk counts
 * the first against its time and lists both by their due times; the studio's notifications say
 * how long is left of either.
 */
export const ENQUIRY_REPLY_MS = 24 * 60 * 60_000;

const APPLICATION_REPLY_BUSINESS_DAYS = 5;

/** The UTC weekdays, 0 being Sunday, as Date#getUTCDay and the databases' weekday functions number them. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * How many days after one received on a UTC weekday five weekdays are over: Saturdays and Sundays
 * are not counted (so one sent on a Saturday is due on Friday). The days are UTC's, as the site
 * has no zone of its own; public holidays are not known, so they count.
 */
function businessDaysLater(weekday: number): number {
  let days = 0;
  for (let left = APPLICATION_REPLY_BUSINESS_DAYS; left > 0;) {
    const day = (weekday + ++days) % 7;
    if (day !== 0 && day !== 6) left--;
  }
  return days;
}

/**
 * How long after it arrived each kind's reply is due, by the UTC weekday it arrived on: the one
 * rule of the due times. The functions below read it, and the desk's lists sort by it in their
 * query (desk/submission-queries.ts).
 */
export const REPLY_DUE_AFTER_MS = {
  enquiry: WEEKDAYS.map(() => ENQUIRY_REPLY_MS),
  application: WEEKDAYS.map((weekday) => businessDaysLater(weekday) * DAY_MS),
} as const satisfies Record<string, readonly number[]>;

/** The delays of the kind by its name, by UTC weekday; undefined for a kind that promises no reply. */
export const replyDelaysOf = (kind: string): readonly number[] | undefined =>
  (REPLY_DUE_AFTER_MS as Partial<Record<string, readonly number[]>>)[kind];

/** When the reply to a record of the kind that began to wait at `at` (it arrived, or its sender answered) is due; null for a kind that promises none. */
export function replyDueAt(kind: string, at: Date): Date | null {
  const after = replyDelaysOf(kind)?.[at.getUTCDay()];
  return after === undefined ? null : new Date(at.getTime() + after);
}

/** When the reply to an enquiry received at `at` is due. */
export const enquiryReplyDue = (at: Date): Date => replyDueAt('enquiry', at)!;

/** When the reply to an application received at `at` is due: five weekdays later, at the same time of day (UTC). */
export const applicationReplyDue = (at: Date): Date => replyDueAt('application', at)!;
