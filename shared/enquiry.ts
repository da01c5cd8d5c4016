import { z } from 'zod';
import { BUDGETS } from './content/budgets';
import { translate, type MessageKey, type PageDictionary } from './i18n/dictionary';
import { ENQUIRY_FIELDS, ENQUIRY_LIMITS, MIN_FILL_MS, type EnquiryField } from './enquiry-fields';
import { LANGS } from './i18n/langs';

const TOO_LONG: MessageKey = 'enquiry.errors.tooLong';
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

// Line breaks, tabs and other C0/C1 controls (and the Unicode line separators) have no place in a name,
// an address or a phone number, and would end up in email headers and CSV cells.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
const oneLine = (text: string) => !CONTROL_CHARACTERS.test(text);
const ONE_LINE = { error: 'enquiry.errors.oneLine' satisfies MessageKey };

const requiredText = (min: number, max: number, error: MessageKey) =>
  z.string({ error }).trim().min(min, { error }).max(max, { error: TOO_LONG });

const requiredLine = (min: number, max: number, error: MessageKey) => requiredText(min, max, error).refine(oneLine, ONE_LINE);

/**
 * The spec's budget values ('$1k-$3k', '$10k+') and the short keys ('1k-3k') are both accepted,
 * with a hyphen or an en dash, and stored as the short key.
 */
const budgetKey = (value: unknown) => (typeof value === 'string' ? value.replaceAll('$', '').replaceAll('–', '-').trim() : value);

/**
 * The contact enquiry, used by the form and by POST /api/contact. Messages are dictionary
 * keys, so each side shows them in the visitor's language (`enquiryFieldErrors`).
 */
export const EnquirySchema = z.object({
  name: requiredLine(2, ENQUIRY_LIMITS.name, 'enquiry.errors.name'),
  email: z
    .string({ error: 'enquiry.errors.email' })
    .trim()
    .refine(oneLine, ONE_LINE)
    .pipe(z.email({ error: 'enquiry.errors.email' }).max(ENQUIRY_LIMITS.email, { error: TOO_LONG })),
  phone: requiredLine(5, ENQUIRY_LIMITS.phone, 'enquiry.errors.phone'),
  company: z.preprocess(emptyToUndefined, z.string().trim().max(ENQUIRY_LIMITS.company, { error: TOO_LONG }).refine(oneLine, ONE_LINE).optional()),
  project: requiredText(10, ENQUIRY_LIMITS.project, 'enquiry.errors.project'),
  budget: z.preprocess((value) => budgetKey(emptyToUndefined(value)), z.enum(BUDGETS, { error: 'enquiry.errors.budget' }).optional()),
  privacy: z.literal(true, { error: 'enquiry.errors.privacy' }),
  /** Defaults to the language the visitor reads the site in. */
  locale: z.enum(LANGS).optional(),
  /** Honeypot: a field people never see, so never fill. */
  website: z.string().max(500).optional(),
  /**
   * Milliseconds from the page's start to sending. It counts the page's load too, so the bot
   * check (MIN_FILL_MS) is a floor a person always clears, not a measure of typing.
   */
  fillMs: z.number().nonnegative().optional(),
});

/** What POST /api/contact answers when it does not store the enquiry: why, in the enquiry's language, and on 400 which fields. */
export interface EnquiryRefusal {
  error: string;
  fields?: Partial<Record<EnquiryField, string>>;
}

export type EnquiryInput = z.input<typeof EnquirySchema>;
export type Enquiry = z.output<typeof EnquirySchema>;

/** The first problem of each field, in the dictionary's language. */
export function enquiryFieldErrors(error: z.ZodError, dict: PageDictionary): Partial<Record<EnquiryField, string>> {
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
