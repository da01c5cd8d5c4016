import { z } from 'zod';
import { budgetLabel } from '../../shared/content/budgets';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { dateTimeFormat } from '../../shared/i18n/format';
import type { Lang } from '../../shared/i18n/langs';
import { zoneLabel } from '../../shared/time-zones';
import { DESK_TEXTS } from '../texts/desk-texts';
import type { Viewer } from './desk-links';
import type { StoredEnquiry } from '../../submissions';

/**
 * A moment in the reader's language and time zone, with the zone named by its offset and city
 * ("GMT-7 (Denver)", zoneLabel): the studio works from Cheyenne and from Denpasar, and each account
 * picks its own (settings). To the second with `seconds` (the audit trail).
 */
export function formatTime(at: string | Date, { ui, account: { timeZone } }: Viewer, { seconds = false } = {}): string {
  const moment = new Date(at);
  const format = dateTimeFormat(ui, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds && { second: '2-digit' }),
    timeZone,
  });
  return `${format.format(moment)} ${zoneLabel(moment, timeZone, ui)}`;
}

/** A day in the reader's language and time zone, without the time ("Dec 4, 2026"): since when an account exists. */
export function formatDay(at: Date, { ui, account: { timeZone } }: Viewer): string {
  return dateTimeFormat(ui, { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(at);
}

const CountsSchema = z.record(z.string(), z.number().int().nonnegative());

/** The counts an export's or erasure's audit line keeps, as JSON (`{"enquiry":2,"file":1}`); null for any other detail. */
export function countsIn(detail: string | null): Record<string, number> | null {
  try {
    const counts = CountsSchema.safeParse(JSON.parse(detail ?? ''));
    return counts.success ? counts.data : null;
  } catch {
    return null;
  }
}

/** How many of each thing an export or an erasure held, in the reader's words: "Enquiries: 2, CV files: 1". */
export function countsText(ui: Lang, counts: Record<string, number>): string {
  const labels: Record<string, string> = DESK_TEXTS[ui].requests.counts;
  return Object.entries(counts)
    .map(([key, count]) => `${labels[key] ?? key}: ${count}`)
    .join(', ');
}

export function deliveryLabel(ui: Lang, { delivery: state }: Pick<StoredEnquiry, 'delivery'>): string {
  const { delivery } = DESK_TEXTS[ui];
  return state ? delivery[state] : delivery.none;
}

export function budgetText(ui: Lang, budget: string | null): string {
  return budgetLabel(budget, DICTIONARIES[ui].contactForm.budgets) ?? DESK_TEXTS[ui].notGiven;
}

/**
 * Who did it: a person by their name (`names`, by the address the history keeps; the address when
 * the account has no name or is gone), you if it was you, a script with the staff token, or an operator.
 */
export function authorText({ ui, account }: Viewer, author: string, names: ReadonlyMap<string, string>): string {
  const { detail, accounts } = DESK_TEXTS[ui];
  if (author === 'STAFF_TOKEN') return detail.byMachine;
  if (author === 'operator') return detail.byOperator;
  const name = names.get(author) ?? author;
  return detail.by.replace('{author}', author === account.email ? `${name}, ${accounts.you}` : name);
}
