import { stringify } from 'csv-stringify/sync';

/**
 * A formula character (= + - @) at the start of the text or after anything a spreadsheet may
 * split cells on (comma, semicolon, tab, line break), past spaces and quotes: a spreadsheet that
 * ignores the quoting, or splits on another separator than the file's (a Russian locale uses ;),
 * would open `Ivan;=1+1;` as a cell `=1+1`.
 */
const FORMULA = /(^|[,;\t\r\n])([\s"]*)([=+\-@])/g;

/** Text that no way of splitting it makes a formula: each formula character that could start a cell gets a ' before it. */
export const withoutFormulas = (text: string): string => text.replace(FORMULA, "$1$2'$3");

/** Notes as one cell, each on its own line after its time; an assignee by their email. */
const cellOf = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map((note: { at: string; text: string }) => `${note.at}: ${note.text}`).join('\n');
  if (value && typeof value === 'object' && 'email' in value) return value.email;
  return value;
};

/**
 * Submissions as CSV for a spreadsheet, in the kind's columns: a BOM so Excel reads UTF-8, every
 * cell quoted, and visitor text kept from running as a formula (`withoutFormulas`).
 */
export function submissionsCsv(items: readonly unknown[], columns: readonly string[]): string {
  const rows = items.map((item) =>
    Object.fromEntries(columns.map((column) => [column, cellOf((item as Record<string, unknown>)[column])])),
  );
  return stringify(rows, {
    header: true,
    columns: [...columns],
    quoted: true,
    quoted_empty: true,
    cast: { string: withoutFormulas },
    bom: true,
  });
}
