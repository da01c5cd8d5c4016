import { deskPlaces, transferCountries, type CountryNames, type DeskCountry } from './places';

/** The countries the English legal texts name, and where in each the staff work. */
const NAMES: Record<DeskCountry | 'US', CountryNames> = {
  US: { name: 'the United States', inName: 'the United States', cities: 'in Cheyenne and New York' },
  ID: { name: 'Indonesia', inName: 'Indonesia', cities: 'in Denpasar' },
  GB: { name: 'the United Kingdom', inName: 'the United Kingdom', cities: 'in London' },
};

/** Where the staff who read inquiries and applications work, after "in". */
export const DESK_PLACES = deskPlaces(NAMES, 'and ');

/** The countries the consent lets data go to. */
export const TRANSFER_COUNTRIES_TEXT = transferCountries(NAMES, 'and ');
