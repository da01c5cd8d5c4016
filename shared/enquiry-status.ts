/**
 * Where an enquiry stands for the studio: new until someone answers it, replied, archived, or
 * spam (caught by the honeypot or the fill-time trap, or marked by staff; never emailed).
 */
export const ENQUIRY_STATUSES = ['new', 'replied', 'archived', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
