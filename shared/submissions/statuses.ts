/**
 * Where a submission (an enquiry, an application) stands for the studio: new until someone answers
 * it, replied, archived, or spam (caught by the honeypot or the fill-time trap, or marked by staff;
 * never emailed).
 */
export const SUBMISSION_STATUSES = ['new', 'replied', 'archived', 'spam'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The count of each status from grouped rows, zero for a status no row has (the desk's tabs). */
export function statusCounts(rows: readonly { status: SubmissionStatus; count: number }[]): Record<SubmissionStatus, number> {
  const counts = Object.fromEntries(SUBMISSION_STATUSES.map((status) => [status, 0])) as Record<SubmissionStatus, number>;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
