import { LOCALE_TAGS, type Lang } from '../shared/i18n/langs';

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** An ISO date (YYYY-MM-DD) as the page's language writes it: "April 18, 2025", «18 апреля 2025 г.». */
export function formatDate(iso: string, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}
