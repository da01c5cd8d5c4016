import { z } from 'zod';
import { APPLICATION_FIELDS, APPLICATION_LIMITS, type ApplicationField } from './application-fields';
import { emailField, fieldErrorsOf, honeypotField, optionalLine, requiredLine, requiredText, timeZoneField } from './form-fields';
import type { Dictionary } from '../i18n/dictionary';
import { LANGS } from '../i18n/langs';
import { visitorText } from './visitor-text';

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * A job application's text fields as a multipart form carries them (strings), checked the
 * same way by the form and by POST /api/applications, without their invisible format
 * characters (visitor-text.ts). The CV is checked apart: its size while it streams in, its
 * type by its content.
 */
export const ApplicationSchema = z.object({
  job: z.string().max(100),
  name: visitorText(requiredLine(2, APPLICATION_LIMITS.name, 'submission.errors.name')),
  email: visitorText(emailField(APPLICATION_LIMITS.email)),
  phone: visitorText(optionalLine(5, APPLICATION_LIMITS.phone, 'application.errors.phone')),
  portfolio: visitorText(
    optionalLine(1, APPLICATION_LIMITS.portfolio, 'application.errors.portfolio').refine(
      (value) => value === undefined || isWebAddress(value),
      { error: 'application.errors.portfolio' },
    ),
  ),
  note: visitorText(requiredText(10, APPLICATION_LIMITS.note, 'application.errors.note')),
  privacy: z.enum(['on', 'true'], { error: 'submission.errors.privacy' }),
  /** The consent to processing, given apart from reading the policy (decision 0036). */
  consent: z.enum(['on', 'true'], { error: 'submission.errors.consent' }),
  locale: z.enum(LANGS).optional(),
  /** The sender's time zone, for their confirmation's times (form-fields.ts). */
  timeZone: timeZoneField,
  website: honeypotField,
  /** Milliseconds from the page's start to sending, as for the enquiry. */
  fillMs: z.coerce.number().nonnegative().optional(),
});

export type Application = z.output<typeof ApplicationSchema>;

export const applicationFieldErrors = (error: z.ZodError, dict: Dictionary): Partial<Record<ApplicationField, string>> =>
  fieldErrorsOf(error, dict, APPLICATION_FIELDS);
