import type { Job } from '../content/types';
import { LOCALE_TAGS, type Lang } from './langs';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date and time format of a language with `options`, made once: making one costs far more
 * than using it, and pages, lists and emails use the same few again and again.
 */
export function dateTimeFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[lang], options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** An ISO date (YYYY-MM-DD) as the page's language writes it: "April 18, 2025", «18 апреля 2025 г.». */
export function formatDate(iso: string, lang: Lang): string {
  return dateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A job's pay range in whole units of its currency: "$140,000 – $175,000", «140 000–175 000 $». */
export function formatSalaryRange({ currency, min, max }: Job['salary'], lang: Lang): string {
  const key = `${lang}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'currency', currency, maximumFractionDigits: 0 });
    moneyFormats.set(key, format);
  }
  return format.formatRange(min, max);
}

/** A file's size as the language writes it, in kilobytes or megabytes: "240 kB", «1,2 МБ». */
export function formatFileSize(bytes: number, lang: Lang): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(LOCALE_TAGS[lang], {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

const unitFormats = new Map<string, Intl.NumberFormat>();
const unit = (lang: Lang, name: 'day' | 'hour' | 'minute', value: number) => {
  const key = `${lang} ${name}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'unit', unit: name, unitDisplay: 'short' });
    unitFormats.set(key, format);
  }
  return format.format(value);
};

/** A length of time as the language writes it, to the minute: "3 hr 12 min", «2 дн. 4 ч», «12 мин». Its sign is dropped. */
export function formatDuration(ms: number, lang: Lang): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const [days, hours, rest] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
  if (days >= 2) return hours ? `${unit(lang, 'day', days)} ${unit(lang, 'hour', hours)}` : unit(lang, 'day', days);
  const allHours = days * 24 + hours;
  if (allHours === 0) return unit(lang, 'minute', rest);
  return rest ? `${unit(lang, 'hour', allHours)} ${unit(lang, 'minute', rest)}` : unit(lang, 'hour', allHours);
}
