import { budgetLabel } from '../../shared/content/budgets';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { LOCALE_TAGS, type Lang } from '../../shared/i18n/langs';
import type { Viewer } from './desk-links';
import type { StoredEnquiry } from '../../submissions';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in the reader's language and time zone, with the zone named: the studio works from
 * Cheyenne and from Denpasar, and each account picks its own (settings).
 */
export function formatTime(at: string | Date, { ui, account: { timeZone } }: Viewer): string {
  const key = `${ui} ${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[ui], {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    timeFormats.set(key, format);
  }
  return format.format(new Date(at));
}

export function deliveryLabel(ui: Lang, { delivery: state }: Pick<StoredEnquiry, 'delivery'>): string {
  const { delivery } = DICTIONARIES[ui].staffDesk;
  return state ? delivery[state] : delivery.none;
}

export function budgetText(ui: Lang, budget: string | null): string {
  const dict = DICTIONARIES[ui];
  return budgetLabel(budget, dict.contactForm.budgets) ?? dict.staffDesk.notGiven;
}
