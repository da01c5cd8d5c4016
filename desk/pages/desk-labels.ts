import { budgetLabel } from '../../shared/content/budgets';
import type { SubmissionStatus } from '../../shared/submissions/statuses';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { LANGS, LOCALE_TAGS, type Lang } from '../../shared/i18n/langs';
import type { StoredEnquiry } from '../../submissions';

/** In UTC, said so: the studio reads enquiries from Cheyenne and from Denpasar. */
const DATE_FORMATS = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>;

export const formatDate = (iso: string, ui: Lang) => DATE_FORMATS[ui].format(new Date(iso));

/** One enquiry's or application's status, as its row and its page say it. */
export function statusLabel(ui: Lang, status: SubmissionStatus): string {
  return DICTIONARIES[ui].staffDesk.statusOf[status];
}

export function deliveryLabel(ui: Lang, { delivery: state }: Pick<StoredEnquiry, 'delivery'>): string {
  const { delivery } = DICTIONARIES[ui].staffDesk;
  return state ? delivery[state] : delivery.none;
}

export function budgetText(ui: Lang, budget: string | null): string {
  const dict = DICTIONARIES[ui];
  return budgetLabel(budget, dict.contactForm.budgets) ?? dict.staffDesk.notGiven;
}
