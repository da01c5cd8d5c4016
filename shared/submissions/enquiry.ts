import { z } from 'zod';
import { BUDGETS } from '../content/budgets';
import type { Dictionary } from '../i18n/dictionary';
import { ENQUIRY_FIELDS, ENQUIRY_LIMITS, type EnquiryField } from './enquiry-fields';
import {
  emailField,
  emptyToUndefined,
  fieldErrorsOf,
  honeypotField,
  optionalLine,
  requiredLine,
  requiredText,
  timeZoneField,
} from './form-fields';
import { LANGS } from '../i18n/langs';
import { visitorText } from './visitor-text';

/**
 * The spec's budget values ('$1k-$3k', '$10k+') and the short keys ('1k-3k') are both accepted,
 * with a hyphen or an en dash, and stored as the short key.
 */
const budgetKey = (value: unknown) => (typeof value === 'string' ? value.replaceAll('$', '').replaceAll('–', '-').trim() : value);

/**
 * The contact enquiry, used by the form and by POST /api/contact. Messages are dictionary
 * keys, so each side shows them in the visitor's language (`enquiryFieldErrors`). What the
 * visitor types loses its invisible format characters (visitor-text.ts) before it is checked.
 */
export const EnquirySchema = z.object({
  name: visitorText(requiredLine(2, ENQUIRY_LIMITS.name, 'submission.errors.name')),
  email: visitorText(emailField(ENQUIRY_LIMITS.email)),
  phone: visitorText(requiredLine(5, ENQUIRY_LIMITS.phone, 'enquiry.errors.phone')),
  company: visitorText(optionalLine(0, ENQUIRY_LIMITS.company, 'submission.errors.tooLong')),
  project: visitorText(requiredText(10, ENQUIRY_LIMITS.project, 'enquiry.errors.project')),
  budget: z.preprocess((value) => budgetKey(emptyToUndefined(value)), z.enum(BUDGETS, { error: 'enquiry.errors.budget' }).optional()),
  privacy: z.literal(true, { error: 'submission.errors.privacy' }),
  /** The consent to processing, given apart from reading the policy (decision 0036). */
  consent: z.literal(true, { error: 'submission.errors.consent' }),
  /** Defaults to the language the visitor reads the site in. */
  locale: z.enum(LANGS).optional(),
  /** The sender's time zone, for their confirmation's times (form-fields.ts). */
  timeZone: timeZoneField,
  website: honeypotField,
  /**
   * Milliseconds from the page's start to sending. It counts the page's load too, so the bot
   * check (MIN_FILL_MS) is a floor a person always clears, not a measure of typing.
   */
  fillMs: z.number().nonnegative().optional(),
});

export type EnquiryInput = z.input<typeof EnquirySchema>;
export type Enquiry = z.output<typeof EnquirySchema>;

/** The first problem of each field, in the dictionary's language. */
export const enquiryFieldErrors = (error: z.ZodError, dict: Dictionary): Partial<Record<EnquiryField, string>> =>
  fieldErrorsOf(error, dict, ENQUIRY_FIELDS);
