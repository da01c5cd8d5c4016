/** The budget ranges of the contact form (docs/requirements.md section 3), as sent and stored; the dictionaries write them (`contactForm.budgets`). */
export const BUDGETS = ['1k-3k', '3k-5k', '5k-10k', '10k+'] as const;
export type Budget = (typeof BUDGETS)[number];

/** How a stored budget reads in a language (`labels` is the dictionary's `contactForm.budgets`); null when none was given. */
export function budgetLabel(budget: string | null, labels: Record<Budget, string>): string | null {
  return budget ? (labels[budget as Budget] ?? budget) : null;
}
