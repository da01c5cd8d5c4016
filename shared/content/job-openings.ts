import { DAY_MS } from '../day';
import { JOBS } from './.generated/jobs';
import type { Job, JobSlug } from './types';

/** The UTC calendar day of a moment, as YYYY-MM-DD: what a job's `closes` is compared with. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** A position takes applications through its `closes` day (UTC) and is closed from the next. */
export const isOpen = (job: Job, today: string): boolean => today <= job.closes;

/** The first day a position is closed: the day after its `closes`. */
export const closingDay = (job: Job): string => dayOf(new Date(Date.parse(`${job.closes}T00:00:00Z`) + DAY_MS));

/** The positions still taking applications on `today`, in display order. */
export const openJobs = (today: string): readonly Job[] => JOBS.filter((job) => isOpen(job, today));

export const jobBySlug = (slug: string): Job | undefined => JOBS.find((job) => job.slug === slug);

/** The slugs closed on `today`: pages listing positions change only when this changes. */
export const closedSlugs = (today: string): JobSlug[] => JOBS.filter((job) => !isOpen(job, today)).map((job) => job.slug);

/** The first moment at which a position still open at `now` closes, or null when none will. */
export function nextClosing(now: Date): Date | null {
  const today = dayOf(now);
  const upcoming = JOBS.filter((job) => isOpen(job, today)).map((job) => Date.parse(`${closingDay(job)}T00:00:00Z`));
  return upcoming.length ? new Date(Math.min(...upcoming)) : null;
}
