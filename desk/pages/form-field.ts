/** A form field as sent: one string, or nothing (a repeated field is not one answer). */
export const fieldOf = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};
