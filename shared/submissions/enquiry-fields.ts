/**
 * The enquiry's fields and bounds without the schema: the form renders from these on first
 * load, and the schema (zod) arrives only when the visitor starts filling it in.
 */

/** Upper bounds the spec leaves open, a project decision (docs/requirements.md section 5). */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 40, company: 120, project: 5000 } as const;

/** The fields a visitor fills in, in form order. */
export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'company', 'project', 'budget', 'privacy', 'consent'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
