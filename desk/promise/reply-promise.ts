import { ENQUIRY_REPLY_MS, enquiryReplyDue } from '../../shared/submissions/reply-promises';
import type { SubmissionStatus } from '../../shared/submissions/statuses';

// The site promises a reply within 24 hours, weekends included (the contact page, the
// confirmation email). This is that promise as the desk counts it: how long an open enquiry has
// left, how often the promise was kept, and which records still need an answer. The due times
// themselves are shared/submissions/reply-promises.ts's.

/** An unanswered enquiry this old sends its one reminder. */
export const REMINDER_AFTER_MS = 20 * 60 * 60_000;

/** Milliseconds until an enquiry's reply is due: negative once it is late. */
export const timeLeft = (receivedAt: Date, now: Date): number => enquiryReplyDue(receivedAt).getTime() - now.getTime();

/**
 * The statuses of each kind that still need an answer, which the desk's lists open on. An enquiry
 * is answered once replied to and needs none once archived; an application is answered by its
 * outcome, hired or rejected, and until then the applicant waits to hear from the studio. Spam
 * needs no answer.
 */
export const OPEN_STATUSES: Record<string, readonly SubmissionStatus[]> = {
  enquiry: ['new'],
  application: ['new', 'screening', 'interview', 'offer'],
};

/** Whether a record still waits for its first reply: nobody has answered it or moved it on. */
export const awaitsReply = ({ status, firstReplyAt }: { status: string; firstReplyAt: string | Date | null }): boolean =>
  status === 'new' && !firstReplyAt;

export interface ReplyTimes {
  receivedAt: Date;
  firstReplyAt: Date | null;
}

export interface PromiseStats {
  /** Enquiries received in the window that can be judged: answered, or unanswered for 24 hours already. */
  judged: number;
  answered: number;
  /** Median and 90th percentile time to first reply of the answered ones; null when none were. */
  medianMs: number | null;
  p90Ms: number | null;
  /** How many of the judged ones were answered within 24 hours. */
  kept: number;
  /** Share of the judged ones answered within 24 hours (0 to 1); null when none can be judged. */
  keptShare: number | null;
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * How the promise went for enquiries received in the last `windowMs`. An unanswered one counts
 * against the promise once its 24 hours are over; before that it is not judged yet.
 */
export function promiseStats(enquiries: readonly ReplyTimes[], now: Date, windowMs: number): PromiseStats {
  const from = now.getTime() - windowMs;
  const inWindow = enquiries.filter(({ receivedAt }) => receivedAt.getTime() >= from && receivedAt <= now);
  const waits = inWindow
    .filter((enquiry): enquiry is ReplyTimes & { firstReplyAt: Date } => enquiry.firstReplyAt !== null)
    .map(({ receivedAt, firstReplyAt }) => firstReplyAt.getTime() - receivedAt.getTime())
    .sort((a, b) => a - b);
  const lateUnanswered = inWindow.filter(({ firstReplyAt, receivedAt }) => firstReplyAt === null && timeLeft(receivedAt, now) <= 0);
  const judged = waits.length + lateUnanswered.length;
  const kept = waits.filter((wait) => wait <= ENQUIRY_REPLY_MS).length;
  return {
    judged,
    answered: waits.length,
    medianMs: percentile(waits, 50),
    p90Ms: percentile(waits, 90),
    kept,
    keptShare: judged === 0 ? null : kept / judged,
  };
}
