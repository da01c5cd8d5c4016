import { LANGS, type Lang } from '../../shared/i18n/langs';
import type { StaffRole } from '../../shared/staff';
import type { OutboxMessage } from '../../platform/database/schema';
import type { StaffAccount } from '../accounts/account-store';

/** Why someone is told about a record: it is theirs, nobody has it and their role answers its kind, or nobody of that role is there to. */
export type Why = 'assigned' | 'unassigned' | 'admins';

/**
 * Who is told about a record, of the live accounts: its assignee; else every account of the
 * roles that reach its kind besides admin (`roles`, the kind's); else, with none of those, every admin.
 */
export function readersOf(
  accounts: readonly StaffAccount[],
  record: { assignee: { id: number } | null },
  roles: readonly StaffRole[],
): { readers: StaffAccount[]; why: Why } {
  const assignee = record.assignee && accounts.find((account) => account.id === record.assignee!.id);
  if (assignee) return { readers: [assignee], why: 'assigned' };
  const answering = accounts.filter((account) => account.role !== 'admin' && roles.includes(account.role));
  return answering.length > 0
    ? { readers: answering, why: 'unassigned' }
    : { readers: accounts.filter((account) => account.role === 'admin'), why: 'admins' };
}

/**
 * One email to `readers` in their language, or in each of theirs one after the other when they
 * read different ones (the subject is the first's); null when there is nobody to tell.
 */
export function staffMessage(
  readers: readonly StaffAccount[],
  mailFrom: string,
  text: (lang: Lang) => { subject: string; body: string },
): OutboxMessage | null {
  if (readers.length === 0) return null;
  const texts = LANGS.filter((lang) => readers.some((reader) => reader.lang === lang)).map(text);
  return {
    from: mailFrom,
    to: readers.map((reader) => reader.email).join(', '),
    subject: texts[0]!.subject,
    text: texts.map(({ body }) => body).join('\n\n———\n\n'),
  };
}
