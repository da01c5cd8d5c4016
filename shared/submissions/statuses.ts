/**
 * Where a submission stands for the studio. Each kind has its own list (submissions/kinds/):
 * an enquiry is new until someone answers it, replied, archived; an application moves through
 * the hiring stages. Both keep spam for what the honeypot or the fill-time trap caught (or staff
 * marked): never emailed. One column holds them all.
 */
export const ENQUIRY_STATUSES = ['new', 'replied', 'archived', 'spam'] as const;
export const APPLICATION_STAGES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected', 'spam'] as const;

/** Every status any kind has: what `submissions.status` may hold. */
export const SUBMISSION_STATUSES = ['new', 'replied', 'archived', 'screening', 'interview', 'offer', 'hired', 'rejected', 'spam'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * The statuses that end a record's course, which the desk asks to confirm (decision 0061): a hire
 * or a rejection, told to the person outside the desk (a rejection also starts the period it is
 * kept for), and spam, which is never answered and soon deleted. Each kind has those of its list.
 */
export const FINAL_STATUSES = ['hired', 'rejected', 'spam'] as const satisfies readonly SubmissionStatus[];
export type FinalStatus = (typeof FINAL_STATUSES)[number];

export const isFinalStatus = (status: string): status is FinalStatus => (FINAL_STATUSES as readonly string[]).includes(status);

/** The count of each of a kind's statuses from grouped rows, zero for one no row has (the desk's tabs). */
export function statusCounts(
  statuses: readonly SubmissionStatus[],
  rows: readonly { status: SubmissionStatus; count: number }[],
): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(statuses.map((status) => [status, 0]));
  for (const row of rows) if (row.status in counts) counts[row.status] = row.count;
  return counts;
}
