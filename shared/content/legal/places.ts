import { DESK_COUNTRIES } from '../studio';

/** A country whose staff read inquiries and applications (DESK_COUNTRIES). */
export type DeskCountry = (typeof DESK_COUNTRIES)[number];

/**
 * The countries the consent lets data go to: the United States, where the server and the
 * processors are, and the desk's countries. Each language names the United States whether or not
 * staff there read the forms.
 */
const TRANSFER_COUNTRIES: readonly (DeskCountry | 'US')[] = [...new Set(['US', ...DESK_COUNTRIES] as const)];

/** How a language's legal texts name a country. */
export interface CountryNames {
  /** On its own, as in a list: "the United States", «США». */
  name: string;
  /** After "in" (English) or «в» (Russian, in the prepositional case): "the United States", «Индонезии». */
  inName: string;
  /** Where in it the staff work, with its own preposition: "in Cheyenne and New York", «в Денпасаре». */
  cities: string;
}

/**
 * "A, B and C", «А, Б и В»: the legal texts write lists without a comma before the last item.
 * `and` brings the space after it, a no-break one in Russian.
 */
export function joinList(items: readonly string[], and: string): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and}${items.at(-1)}`;
}

/** The desk's countries with their cities, after "in": "the United States (in Cheyenne and New York), Indonesia (in Denpasar) and …". */
export function deskPlaces(names: Record<DeskCountry | 'US', CountryNames>, and: string): string {
  return joinList(
    DESK_COUNTRIES.map((code) => `${names[code].inName} (${names[code].cities})`),
    and,
  );
}

/** The countries the consent lets data go to, as a list: "the United States, Indonesia and the United Kingdom". */
export function transferCountries(names: Record<DeskCountry | 'US', CountryNames>, and: string): string {
  return joinList(
    TRANSFER_COUNTRIES.map((code) => names[code].name),
    and,
  );
}
