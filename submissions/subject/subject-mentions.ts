/** What identifies a person in the texts staff write: their address, and each name and phone they gave. */
interface Identifiers {
  address: string;
  names: readonly string[];
  phones: readonly string[];
}

/** What a mention becomes when a person is erased: notes keep their sense, not the person. */
const REDACTED = '[erased]';

/** Names shorter than this (in letters) are not looked for: "Li" is in too many words and notes. */
const MIN_NAME = 3;
/** Nor phones of fewer digits: a short number matches prices and dates. */
const MIN_PHONE_DIGITS = 5;
/** A number without its country code, as people write it at home: +7 912 345-67-89 is also 8 (912) 345-67-89. */
const NATIONAL_DIGITS = 10;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * One pattern that finds any of a person's identifiers in a text: the address in any letter case;
 * a name as whole words, with any spacing between them; a phone by its digits, with or without
 * its country code, whatever separators (spaces, dashes, dots, brackets) it is written with.
 */
export function mentionPattern({ address, names, phones }: Identifiers): RegExp {
  const parts = [escape(address)];
  for (const name of names) {
    const words = name.trim().split(/\s+/).filter(Boolean);
    if (words.join('').length >= MIN_NAME) parts.push(`(?<![\\p{L}\\p{N}])${words.map(escape).join('\\s+')}(?![\\p{L}\\p{N}])`);
  }
  for (const phone of phones) {
    const digits = phone.replace(/\D/g, '');
    if (digits.length < MIN_PHONE_DIGITS) continue;
    const written = new Set([digits, digits.slice(-NATIONAL_DIGITS)]);
    for (const number of written) parts.push(`(?<![\\d+])\\+?${[...number].join('[\\s().-]*')}(?!\\d)`);
  }
  return new RegExp(parts.join('|'), 'giu');
}

export const mentionsIn = (text: string, pattern: RegExp): boolean => text.search(pattern) !== -1;

export const redact = (text: string, pattern: RegExp): string => text.replace(pattern, REDACTED);
