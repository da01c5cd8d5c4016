import { z } from 'zod';

/**
 * Unicode format characters (general category Cf): the direction controls (U+202E and its kin),
 * zero-width spaces and joiners, the soft hyphen. They are invisible, yet they change how the
 * text around them reads: the desk would show `invoice-X<U+202E>txt.pdf` as `invoice-Xfdp.txt`.
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

export const withoutFormatCharacters = (text: string): string => text.replace(FORMAT_CHARACTERS, '');

/**
 * A field a visitor types and staff read: `schema` gets the text without format characters, so
 * its trimming and bounds see what is stored, and what is stored reads as it is.
 */
export const visitorText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? withoutFormatCharacters(value) : value), schema);
