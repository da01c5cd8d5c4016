import { stringify } from 'csv-stringify/sync';
import type { StoredEnquiry } from './enquiry-store';

const COLUMNS: (keyof StoredEnquiry)[] = [
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
];

/**
 * Enquiries as CSV for a spreadsheet: a BOM so Excel reads UTF-8, and cells starting with
 * = + - @ prefixed with ' so visitor text cannot run as a formula.
 */
export function enquiriesCsv(items: StoredEnquiry[]): string {
  return stringify(items, { header: true, columns: COLUMNS, escape_formulas: true, bom: true });
}
