import { z } from 'zod';
import { translate, type MessageKey, type Dictionary } from '../i18n/dictionary';
import { isTimeZone } from '../time-zones';
import { MIN_FILL_MS } from './traps';

/** The building blocks of the site's form schemas (enquiry, job application); messages are dictionary keys. */

export const TOO_LONG: MessageKey = 'submission.errors.tooLong';
export const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

// Line breaks, tabs and other C0/C1 controls (and the Unicode line separators) have no place in a name,
// an address or a phone number, and would end up in email headers and CSV cells.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
const oneLine = (text: string) => !CONTROL_CHARACTERS.test(text);
const ONE_LINE = { error: 'submission.errors.oneLine' satisfies MessageKey };

export const requiredText = (min: number, max: number, error: MessageKey) =>
  z.string({ error }).trim().min(min, { error }).max(max, { error: TOO_LONG });

export const requiredLine = (min: number, max: number, error: MessageKey) => requiredText(min, max, error).refine(oneLine, ONE_LINE);

/** Empty means not given; otherwise one line of at least `min` characters. */
export const optionalLine = (min: number, max: number, error: MessageKey) =>
  z.preprocess(emptyToUndefined, z.string().trim().min(min, { error }).max(max, { error: TOO_LONG }).refine(oneLine, ONE_LINE).optional());

export const emailField = (max: number) =>
  z
    .string({ error: 'submission.errors.email' })
    .trim()
    .refine(oneLine, ONE_LINE)
    .pipe(z.email({ error: 'submission.errors.email' }).max(max, { error: TOO_LONG }));

/**
 * The browser's IANA time zone, which the form's script adds: the confirmation gives its times in
 * it. One the runtime does not know (or no string at all) is dropped, never refused: the
 * confirmation then gives the date alone.
 */
export const timeZoneField = z.string().refine(isTimeZone).optional().catch(undefined);

/** Honeypot: a field people never see, so never fill. */
export const honeypotField = z.string().max(500).optional();

/** True when the anti-bot fields say a script sent this; a request without them is a person's. */
export function looksAutomated({ website, fillMs }: { website?: string | undefined; fillMs?: number | undefined }): boolean {
  return Boolean(website?.trim()) || (fillMs !== undefined && fillMs < MIN_FILL_MS);
}

/** What a form's endpoint answers when it stores nothing: why, in the sender's language, and on 400 which fields. */
export interface SubmissionRefusal<Field extends string = string> {
  error: string;
  fields?: Partial<Record<Field, string>>;
}

/** The first problem of each of `fields`, in the dictionary's language. */
export function fieldErrorsOf<F extends string>(error: z.ZodError, dict: Dictionary, fields: readonly F[]): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as F;
    if (!fields.includes(field) || found[field]) continue;
    const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
    found[field] = translate(dict, issue.message as MessageKey, max === undefined ? undefined : { max });
  }
  return found;
}
