/**
 * Where an enquiry stands for the studio: new until someone answers it, replied, archived, or
 * spam (caught by the honeypot or the fill-time trap, or marked by staff; never emailed).
 */
export const ENQUIRY_STATUSES = ['new', 'replied', 'archived', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The count of each status from grouped rows, zero for a status no row has (the desk's tabs). */
export function statusCounts(rows: readonly { status: EnquiryStatus; count: number }[]): Record<EnquiryStatus, number> {
  const counts = Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<EnquiryStatus, number>;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
