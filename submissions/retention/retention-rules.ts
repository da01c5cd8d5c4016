import { closingDay, jobBySlug } from '../../shared/content/job-openings';
import { DAY_MS } from '../../shared/day';
import type { RetentionPeriods } from '../../shared/retention-periods';

/** The moment `months` calendar months before `moment` (UTC), on the month's last day when the day does not exist (31 March − 1 month: 28/29 February). */
export function monthsBefore(moment: Date, months: number): Date {
  const target = new Date(moment);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(moment.getUTCDate(), lastDay));
  return target;
}

const daysBefore = (moment: Date, days: number): Date => new Date(moment.getTime() - days * DAY_MS);

/** Why a submission is due: the rule and the moment its period started. */
export type DueReason = 'spam' | 'enquiry-last-change' | 'application-job-closed' | 'application-rejected' | 'application-received';

/** What the rules need to know of a stored submission (no personal data). */
export interface RetentionCandidate {
  id: number;
  kind: string;
  number: number;
  status: string;
  createdAt: Date;
  /** The position an application is for (`fields.job`). */
  job: string | null;
  /** The newest entry of its history, if any. */
  lastEventAt: Date | null;
  /** When it was last moved to rejected (its status event). */
  rejectedAt: Date | null;
}

export interface DueSubmission {
  id: number;
  kind: string;
  number: number;
  receivedAt: Date;
  why: DueReason;
  /** When its period started: arrival, last change, closing, rejection. */
  since: Date;
}

/** The cut-offs at `now`: whatever started its period at or before one is due. */
export function cutoffsAt(periods: RetentionPeriods, now: Date) {
  return {
    spam: daysBefore(now, periods.spamDays),
    enquiry: monthsBefore(now, periods.enquiryMonths),
    application: monthsBefore(now, periods.applicationMonths),
    email: daysBefore(now, periods.emailDays),
    vitals: monthsBefore(now, periods.vitalsMonths),
  };
}

export type Cutoffs = ReturnType<typeof cutoffsAt>;

/** Nothing is due that arrived after this: every rule's period starts at or after arrival. */
export const earliestStart = (cutoffs: Cutoffs): Date =>
  new Date(Math.max(cutoffs.spam.getTime(), cutoffs.enquiry.getTime(), cutoffs.application.getTime()));

/**
 * Whether a submission is due at the given cut-offs, and why. Spam counts from arrival; an
 * enquiry from its last change; an application from its position's closing or its rejection,
 * whichever is first. An application whose position is no longer in the content counts from
 * arrival: nothing says when it closed, and it cannot be open.
 */
export function dueReason(candidate: RetentionCandidate, cutoffs: Cutoffs): DueSubmission | null {
  const due = (why: DueReason, since: Date, cutoff: Date): DueSubmission | null =>
    since <= cutoff
      ? { id: candidate.id, kind: candidate.kind, number: candidate.number, receivedAt: candidate.createdAt, why, since }
      : null;
  if (candidate.status === 'spam') return due('spam', candidate.createdAt, cutoffs.spam);
  if (candidate.kind === 'enquiry') {
    const last = candidate.lastEventAt && candidate.lastEventAt > candidate.createdAt ? candidate.lastEventAt : candidate.createdAt;
    return due('enquiry-last-change', last, cutoffs.enquiry);
  }
  if (candidate.kind === 'application') {
    const starts: [DueReason, Date][] = [];
    const job = candidate.job === null ? undefined : jobBySlug(candidate.job);
    // The first moment the position is closed: the day after its `closes`.
    starts.push(job ? ['application-job-closed', new Date(`${closingDay(job)}T00:00:00Z`)] : ['application-received', candidate.createdAt]);
    if (candidate.status === 'rejected') starts.push(['application-rejected', candidate.rejectedAt ?? candidate.createdAt]);
    const [why, since] = starts.sort((a, b) => a[1].getTime() - b[1].getTime())[0]!;
    return due(why, since, cutoffs.application);
  }
  return null;
}
