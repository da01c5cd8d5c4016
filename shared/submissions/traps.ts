/** The spam traps every form has, without zod: the forms render with these before their schema loads. */

/** Name of the hidden field people never fill (bots do). */
export const HONEYPOT_FIELD = 'website';

/** A form filled faster than this was not filled by a person. */
export const MIN_FILL_MS = 2500;
