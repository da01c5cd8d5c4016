import { stringify } from 'csv-stringify/sync';
import type { StoredEnquiry } from './enquiry-store';

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
 * Enquiries as CSV for a spreadsheet: a BOM so Excel reads UTF-8, and cells starting with
 * = + - @ prefixed with ' so visitor text cannot run as a formula.
 */
export function enquiriesCsv(items: StoredEnquiry[]): string {
  const rows = items.map((item) => ({ ...item, notes: item.notes.map((note) => `${note.at}: ${note.text}`).join('\n') }));
  return stringify(rows, { header: true, columns: COLUMNS, escape_formulas: true, bom: true });
}
