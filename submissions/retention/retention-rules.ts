import { DAY_MS } from '../../shared/day';
import type { RetentionPeriods } from '../../shared/retention-periods';
import type { AnyKind } from '../kinds';

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
  /** The rule: spam, or its kind's (enquiry-last-change, application-job-closed…). */
  why: string;
  /** When its period started: arrival, last change, closing, rejection. */
  since: Date;
}

/** The cut-off of every configured period at `now`: whatever started its period at or before one is due. */
export function cutoffsAt(periods: RetentionPeriods, now: Date): Cutoffs {
  const entries = Object.entries(periods) as [keyof RetentionPeriods, number][];
  return Object.fromEntries(
    entries.map(([period, length]) => [period, period.endsWith('Days') ? daysBefore(now, length) : monthsBefore(now, length)]),
  ) as Cutoffs;
}

export type Cutoffs = Record<keyof RetentionPeriods, Date>;

/** Nothing is due that arrived after this: every rule's period starts at or after arrival. */
export const earliestStart = (cutoffs: Cutoffs, kinds: readonly AnyKind[]): Date =>
  new Date(Math.max(cutoffs.spamDays.getTime(), ...kinds.map((kind) => cutoffs[kind.retention.period].getTime())));

/**
 * Whether a submission is due at the given cut-offs, and why: spam counts from arrival, whatever
 * its kind; anything else by its kind's rule (kinds/*.ts), which every kind of the table has.
 * A row of a kind no longer in the table is not due: nothing says its period.
 */
export function dueReason(candidate: RetentionCandidate, cutoffs: Cutoffs, kinds: readonly AnyKind[]): DueSubmission | null {
  const due = (why: string, since: Date, cutoff: Date): DueSubmission | null =>
    since <= cutoff
      ? { id: candidate.id, kind: candidate.kind, number: candidate.number, receivedAt: candidate.createdAt, why, since }
      : null;
  if (candidate.status === 'spam') return due('spam', candidate.createdAt, cutoffs.spamDays);
  const kind = kinds.find(({ name }) => name === candidate.kind);
  if (!kind) return null;
  const { why, since } = kind.retention.since(candidate);
  return due(why, since, cutoffs[kind.retention.period]);
}
