import type { Job } from '../shared/content/types';
import { LOCALE_TAGS, type Lang } from '../shared/i18n/langs';

// Apart from format.ts, which every page loads: only job pages show pay.

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
