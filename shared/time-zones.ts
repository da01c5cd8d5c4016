import { dateTimeFormat } from './i18n/format';
import type { Lang } from './i18n/langs';

/** True for an IANA zone this runtime knows (Intl refuses the rest), of a sane length. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
}

const placeNames = new Map<string, string | undefined>();

/**
 * The place an IANA zone is named by in a language: in English its city as the zone's name spells
 * it ("America/Argentina/Buenos_Aires" is "Buenos Aires"); in Russian the runtime's own name of
 * that place (CLDR's generic location: «Денвер», «Москва», or the country of a one-zone country,
 * «Германия»), since a Latin city name is foreign there. None for a zone that names no place (UTC,
 * Etc/GMT+7).
 */
export function zoneCity(timeZone: string, lang: Lang): string | undefined {
  if (!timeZone.includes('/') || timeZone.startsWith('Etc/')) return undefined;
  const city = timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ');
  if (lang === 'en') return city;
  const key = `${lang} ${timeZone}`;
  if (!placeNames.has(key)) {
    const generic = dateTimeFormat(lang, { timeZone, timeZoneName: 'shortGeneric' })
      .formatToParts(new Date(0))
      .find(({ type }) => type === 'timeZoneName')?.value;
    // Where CLDR has no place for the zone it falls back to an offset: the city's Latin name then.
    placeNames.set(key, generic && !/^(GMT|UTC)/.test(generic) ? generic : city);
  }
  return placeNames.get(key);
}

/**
 * A zone as a time given in it names it, at the moment `at`: its offset then and its city
 * ("GMT-7 (Denver)", "GMT-6 (Denver)" in summer), or its short name when it names no place ("UTC").
 */
export function zoneLabel(at: Date, timeZone: string, lang: Lang): string {
  const city = zoneCity(timeZone, lang);
  const name =
    dateTimeFormat(lang, { timeZone, timeZoneName: city ? 'shortOffset' : 'short' })
      .formatToParts(at)
      .find(({ type }) => type === 'timeZoneName')?.value ?? timeZone;
  return city ? `${name} (${city})` : name;
}
