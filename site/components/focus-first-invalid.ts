/** Moves focus to the first field of `order` that has a message, so a keyboard or screen-reader user lands on it. */
export function focusFirstInvalid(form: HTMLFormElement, errors: Partial<Record<string, string>>, order: readonly string[]): void {
  const first = order.find((field) => errors[field]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
