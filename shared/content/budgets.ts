import type { Lang } from '../i18n/langs';

/** The budget ranges of the contact form (spec section 3), as sent and stored. */
export const BUDGETS = ['1k-3k', '3k-5k', '5k-10k', '10k+'] as const;
export type Budget = (typeof BUDGETS)[number];

/** How each language writes the ranges. */
export const BUDGET_LABELS: Record<Lang, Record<Budget, string>> = {
  en: { '1k-3k': '$1k–$3k', '3k-5k': '$3k–$5k', '5k-10k': '$5k–$10k', '10k+': '$10k+' },
  ru: { '1k-3k': '1–3 тыс. $', '3k-5k': '3–5 тыс. $', '5k-10k': '5–10 тыс. $', '10k+': 'от 10 тыс. $' },
};
