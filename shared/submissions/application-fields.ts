/**
 * The job application's fields and bounds without the schema: the form renders from these,
 * and the schema (zod) arrives only when the visitor starts filling it in.
 */

export const APPLICATION_LIMITS = { name: 100, email: 254, phone: 40, portfolio: 500, note: 3000 } as const;

/** The largest CV accepted (5 MB): a bigger upload is refused as soon as it passes this. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** The CV formats accepted, recognised by their content, with the type each is stored and served as. */
export const CV_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvKind = keyof typeof CV_TYPES;

/** The file input's `accept`: what the browser's picker offers first. */
export const CV_ACCEPT = Object.entries(CV_TYPES)
  .flatMap(([extension, type]) => [`.${extension}`, type])
  .join(',');

/** The fields an applicant fills in, in form order. */
export const APPLICATION_FIELDS = ['name', 'email', 'phone', 'portfolio', 'note', 'cv', 'privacy', 'consent'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
