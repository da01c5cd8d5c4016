import { ENQUIRY_REPLY_MS } from '../../shared/submissions/reply-promises';

/**
 * The site promises a reply within 24 hours, weekends included (the contact page, the
 * confirmation email). This is that promise as numbers: how long an open enquiry has left, and
 * how often the promise was kept.
 */
export const PROMISE_MS = ENQUIRY_REPLY_MS;
/** An unanswered enquiry this old sends its one reminder. */
export const REMINDER_AFTER_MS = 20 * 60 * 60_000;

/** Milliseconds until the reply is due: negative once it is late. */
export const timeLeft = (receivedAt: Date, now: Date): number => receivedAt.getTime() + PROMISE_MS - now.getTime();

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
  return {
    judged,
    answered: waits.length,
    medianMs: percentile(waits, 50),
    p90Ms: percentile(waits, 90),
    keptShare: judged === 0 ? null : waits.filter((wait) => wait <= PROMISE_MS).length / judged,
  };
}
