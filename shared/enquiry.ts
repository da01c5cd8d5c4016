import { z } from 'zod';
import { BUDGETS } from './content/budgets';
import { translate, type Dictionary, type MessageKey } from './i18n/dictionary';
import { ENQUIRY_FIELDS, ENQUIRY_LIMITS, MIN_FILL_MS, type EnquiryField } from './enquiry-fields';
import { LANGS } from './i18n/langs';

const TOO_LONG: MessageKey = 'enquiry.errors.tooLong';
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const requiredText = (min: number, max: number, error: MessageKey) =>
  z.string({ error }).trim().min(min, { error }).max(max, { error: TOO_LONG });

/**
 * The contact enquiry, used by the form and by POST /api/contact. Messages are dictionary
 * keys, so each side shows them in the visitor's language (`enquiryFieldErrors`).
 */
export const EnquirySchema = z.object({
  name: requiredText(2, ENQUIRY_LIMITS.name, 'enquiry.errors.name'),
  email: z
    .string({ error: 'enquiry.errors.email' })
    .trim()
    .pipe(z.email({ error: 'enquiry.errors.email' }).max(ENQUIRY_LIMITS.email, { error: TOO_LONG })),
  phone: requiredText(5, ENQUIRY_LIMITS.phone, 'enquiry.errors.phone'),
  company: z.preprocess(emptyToUndefined, z.string().trim().max(ENQUIRY_LIMITS.company, { error: TOO_LONG }).optional()),
  project: requiredText(10, ENQUIRY_LIMITS.project, 'enquiry.errors.project'),
  budget: z.preprocess(emptyToUndefined, z.enum(BUDGETS, { error: 'enquiry.errors.budget' }).optional()),
  privacy: z.literal(true, { error: 'enquiry.errors.privacy' }),
  /** Defaults to the language the visitor reads the site in. */
  locale: z.enum(LANGS).optional(),
  /** Honeypot: a field people never see, so never fill. */
  website: z.string().max(500).optional(),
  /** Milliseconds between the form appearing and being sent. */
  fillMs: z.number().nonnegative().optional(),
});

export type EnquiryInput = z.input<typeof EnquirySchema>;
export type Enquiry = z.output<typeof EnquirySchema>;

/** The first problem of each field, in the dictionary's language. */
export function enquiryFieldErrors(error: z.ZodError, dict: Dictionary): Partial<Record<EnquiryField, string>> {
  const fields: Partial<Record<EnquiryField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as EnquiryField;
    if (!ENQUIRY_FIELDS.includes(field) || fields[field]) continue;
    const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
    fields[field] = translate(dict, issue.message as MessageKey, max === undefined ? undefined : { max });
  }
  return fields;
}

/** True when the anti-bot fields say a script sent this; a request without them is a person's. */
export function looksAutomated(enquiry: Pick<Enquiry, 'website' | 'fillMs'>): boolean {
  return Boolean(enquiry.website?.trim()) || (enquiry.fillMs !== undefined && enquiry.fillMs < MIN_FILL_MS);
}
