import { deskPlaces, transferCountries, type CountryNames, type DeskCountry } from './places';

/** The countries the Russian legal texts name, and where in each the staff work. */
const NAMES: Record<DeskCountry | 'US', CountryNames> = {
  US: { name: 'США', inName: 'США', cities: 'в Шайенне и Нью-Йорке' },
  ID: { name: 'Индонезия', inName: 'Индонезии', cities: 'в Денпасаре' },
  GB: { name: 'Великобритания', inName: 'Великобритании', cities: 'в Лондоне' },
};

/** Where the staff who read inquiries and applications work, after «в». */
export const DESK_PLACES = deskPlaces(NAMES, 'и ');

/** The countries the consent lets data go to. */
export const TRANSFER_COUNTRIES_TEXT = transferCountries(NAMES, 'и ');
