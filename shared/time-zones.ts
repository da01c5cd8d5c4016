import { LOCALE_TAGS, type Lang } from './i18n/langs';

/** True for an IANA zone this runtime knows (Intl refuses the rest), of a sane length. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
}

/**
 * The city of an IANA zone, as its name spells it (in Latin letters in every language: the
 * runtime has no translated city names): "America/Argentina/Buenos_Aires" is "Buenos Aires".
 * None for a zone that names no place (UTC, Etc/GMT+7).
 */
export function zoneCity(timeZone: string): string | undefined {
  if (!timeZone.includes('/') || timeZone.startsWith('Etc/')) return undefined;
  return timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ');
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A zone as a time given in it names it, at the moment `at`: its offset then and its city
 * ("GMT-7 (Denver)", "GMT-6 (Denver)" in summer), or its short name when it names no place ("UTC").
 */
export function zoneLabel(at: Date, timeZone: string, lang: Lang): string {
  const city = zoneCity(timeZone);
  const key = `${lang} ${timeZone}`;
  let format = offsetFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { timeZone, timeZoneName: city ? 'shortOffset' : 'short' });
    offsetFormats.set(key, format);
  }
  const name = format.formatToParts(at).find(({ type }) => type === 'timeZoneName')?.value ?? timeZone;
  return city ? `${name} (${city})` : name;
}
