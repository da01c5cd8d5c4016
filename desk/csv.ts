import { stringify } from 'csv-stringify/sync';

/**
 * A formula character (= + - @, or its fullwidth form ＝ ＋ － ＠, which a spreadsheet may read
 * as the same) at the start of the text or after anything a spreadsheet may split cells on
 * (comma, semicolon, tab, line break), past spaces and quotes: a spreadsheet that ignores the
 * quoting, or splits on another separator than the file's (a Russian locale uses ;), would open
 * `Ivan;=1+1;` as a cell `=1+1`.
 */
const FORMULA = /(^|[,;\t\r\n])([\s"]*)([=+\-@＝＋－＠])/g;

/** Text that no way of splitting it makes a formula: each formula character that could start a cell gets a ' before it. */
export const withoutFormulas = (text: string): string => text.replace(FORMULA, "$1$2'$3");

/** Notes as one cell, each on its own line after its time; an assignee by their email. */
const cellOf = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map((note: { at: string; text: string }) => `${note.at}: ${note.text}`).join('\n');
  if (value && typeof value === 'object' && 'email' in value) return value.email;
  return value;
};

/** A column's value: a field of the view, or a field of one of its parts (`consent.at`; none when it has no such part). */
const valueAt = (item: unknown, column: string): unknown =>
  column
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), item);

/** A column's heading: `consent.at` reads `consentAt`, as the view's own fields do. */
const headingOf = (column: string) => column.replace(/\.(\w)/g, (_dot, first: string) => first.toUpperCase());

/**
 * Submissions as CSV for a spreadsheet, in the kind's columns: a BOM so Excel reads UTF-8, every
 * cell quoted, and visitor text kept from running as a formula (`withoutFormulas`).
 */
export function submissionsCsv(items: readonly unknown[], columns: readonly string[]): string {
  const headings = columns.map(headingOf);
  const rows = items.map((item) => Object.fromEntries(columns.map((column, at) => [headings[at], cellOf(valueAt(item, column))])));
  return stringify(rows, {
    header: true,
    columns: headings,
    quoted: true,
    quoted_empty: true,
    cast: { string: withoutFormulas },
    bom: true,
  });
}
