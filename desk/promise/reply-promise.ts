import { ENQUIRY_REPLY_MS, enquiryReplyDue } from '../../shared/submissions/reply-promises';
import type { SubmissionStatus } from '../../shared/submissions/statuses';

// The site promises a reply within 24 hours, weekends included (the contact page, the
// confirmation email). This is that promise as the desk counts it: how long an open enquiry has
// left, how often the promise was kept, and which records still need an answer. The due times
// themselves are shared/submissions/reply-promises.ts's.

/** A wait for a reply this old (since the enquiry arrived, or since its sender answered a reply) sends its one reminder. */
export const REMINDER_AFTER_MS = 20 * 60 * 60_000;

/** Milliseconds until an enquiry that began waiting at `since` is due its reply: negative once it is late. */
export const timeLeft = (since: Date, now: Date): number => enquiryReplyDue(since).getTime() - now.getTime();

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

/**
 * Since when a record waits for a reply, its clock running (decision 0064): while it is new and
 * nobody has replied since it arrived or since its sender last answered; null when it has its
 * reply or was moved on.
 */
export const waitingSince = ({ status, awaitingSince }: { status: string; awaitingSince: string | null }): Date | null =>
  status === 'new' && awaitingSince ? new Date(awaitingSince) : null;

/** One wait for a reply: when it began (the record's arrival, or its sender's answer), and when staff replied. */
export interface ReplyWait {
  startedAt: Date;
  repliedAt: Date | null;
}

export interface PromiseStats {
  /** Waits begun in the window that can be judged: answered, or unanswered for 24 hours already. */
  judged: number;
  answered: number;
  /** Median and 90th percentile time to reply of the answered ones; null when none were. */
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
 * How the promise went for the enquiries' waits begun in the last `windowMs`: an enquiry's first,
 * and each that its sender's answer began after a reply. An unanswered one counts against the
 * promise once its 24 hours are over; before that it is not judged yet.
 */
export function promiseStats(waits: readonly ReplyWait[], now: Date, windowMs: number): PromiseStats {
  const from = now.getTime() - windowMs;
  const inWindow = waits.filter(({ startedAt }) => startedAt.getTime() >= from && startedAt <= now);
  const times = inWindow
    .filter((wait): wait is ReplyWait & { repliedAt: Date } => wait.repliedAt !== null)
    .map(({ startedAt, repliedAt }) => repliedAt.getTime() - startedAt.getTime())
    .sort((a, b) => a - b);
  const lateUnanswered = inWindow.filter(({ repliedAt, startedAt }) => repliedAt === null && timeLeft(startedAt, now) <= 0);
  const judged = times.length + lateUnanswered.length;
  const kept = times.filter((time) => time <= ENQUIRY_REPLY_MS).length;
  return {
    judged,
    answered: times.length,
    medianMs: percentile(times, 50),
    p90Ms: percentile(times, 90),
    kept,
    keptShare: judged === 0 ? null : kept / judged,
  };
}
