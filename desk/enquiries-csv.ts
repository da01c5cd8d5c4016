import { stringify } from 'csv-stringify/sync';
import type { StoredEnquiry } from '../submissions/enquiry-store';

const COLUMNS: (keyof StoredEnquiry | 'notes')[] = [
  'id',
  'createdAt',
  'name',
  'email',
  'phone',
  'company',
  'budget',
  'locale',
  'project',
  'delivery',
  'deliveryAttempts',
  'status',
  'notes',
];

/**
 * A formula character (= + - @) at the start of the text or after anything a spreadsheet may
 * split cells on (comma, semicolon, tab, line break), past spaces and quotes: a spreadsheet that
 * ignores the quoting, or splits on another separator than the file's (a Russian locale uses ;),
 * would open `Ivan;=1+1;` as a cell `=1+1`.
 */
const FORMULA = /(^|[,;\t\r\n])([\s"]*)([=+\-@])/g;

/** Text that no way of splitting it makes a formula: each formula character that could start a cell gets a ' before it. */
export const withoutFormulas = (text: string): string => text.replace(FORMULA, "$1$2'$3");

/**
 * Enquiries as CSV for a spreadsheet: a BOM so Excel reads UTF-8, every cell quoted, and
 * visitor text kept from running as a formula (`withoutFormulas`).
 */
export function enquiriesCsv(items: StoredEnquiry[]): string {
  const rows = items.map((item) => ({ ...item, notes: item.notes.map((note) => `${note.at}: ${note.text}`).join('\n') }));
  return stringify(rows, {
    header: true,
    columns: COLUMNS,
    quoted: true,
    quoted_empty: true,
    cast: { string: withoutFormulas },
    bom: true,
  });
}
