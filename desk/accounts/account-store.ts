import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Lang } from '../../shared/i18n/langs';
import { STAFF_ROLES, type StaffRole } from '../../shared/staff';
import type { Db, Tx } from '../../platform/database/open-database';
import { recordAudit, type Actor } from '../audit/audit-trail';

export interface StaffAccount {
  id: number;
  email: string;
  role: StaffRole;
  lang: Lang;
  timeZone: string;
  createdAt: Date;
  /** The name replies are signed with, and the title under it; null until the person gives them. */
  name: string | null;
  title: string | null;
  lastSignInAt: Date | null;
}

/** A refusal an operator or an admin can act on: said as it is, in one line. */
export class AccountError extends Error {
  override name = 'AccountError';
  constructor(
    readonly code: 'exists' | 'missing' | 'last-admin',
    message: string,
  ) {
    super(message);
  }
}

/** The longest name or title an account keeps: one line of a signature. */
export const NAME_MAX = 80;

/** One line of text as a person types it: trimmed, no control characters (a line break would break a signature). */
const oneLine = () =>
  z
    .string()
    .trim()
    .max(NAME_MAX)
    .regex(/^[^\p{Cc}]*$/u);

/** A person's name, asked at the invitation and editable in their settings: 1 to 80 characters. */
export const AccountNameSchema = oneLine().min(1);

/** A person's title ("Project strategist"): optional, none when left empty. */
export const AccountTitleSchema = oneLine().transform((title) => title || null);

/** How the desk names an account: its holder's name, or its email until they give one. */
export const shownName = (account: Pick<StaffAccount, 'name' | 'email'>): string => account.name ?? account.email;

/** The zone a new account's times are shown in until its holder picks another. */
export const DEFAULT_TIME_ZONE = 'UTC';

// The settings' check of a zone, which the forms' schemas share.
export { isTimeZone } from '../../shared/time-zones';

const normalEmail = (email: string) => email.trim().toLowerCase();

/** What an account is to the rest of the desk (not its WebAuthn handle or removal): the columns a query of one selects. */
export const accountColumns = ({ tables: { staffAccounts: t } }: Db) => ({
  id: t.id,
  email: t.email,
  role: t.role,
  lang: t.lang,
  timeZone: t.timeZone,
  createdAt: t.createdAt,
  name: t.name,
  title: t.title,
  lastSignInAt: t.lastSignInAt,
});

/** The accounts that can sign in, oldest first. */
export async function listAccounts(db: Db): Promise<StaffAccount[]> {
  const t = db.tables.staffAccounts;
  return db.select(accountColumns(db)).from(t).where(isNull(t.removedAt)).orderBy(asc(t.id));
}

/** The names of the accounts that have one, by their address: the history keeps who did what by address. */
export const accountNames = (accounts: readonly StaffAccount[]): Map<string, string> =>
  new Map(accounts.flatMap(({ email, name }) => (name ? [[email, name] as const] : [])));

/**
 * How many passkeys each account has, by its id (a removed account has none). Their last use is
 * the account's last sign-in: a new passkey replaces the old ones.
 */
export async function passkeyCounts(db: Db): Promise<Map<number, number>> {
  const t = db.tables.staffPasskeys;
  const rows = await db.select({ accountId: t.accountId, passkeys: count() }).from(t).groupBy(t.accountId);
  return new Map(rows.map(({ accountId, passkeys }) => [accountId, passkeys]));
}

/** Everyone who ever had an account, removed ones too, by email: the audit trail names them. */
export async function everyAccount(db: Db): Promise<{ id: number; email: string; removed: boolean }[]> {
  const t = db.tables.staffAccounts;
  const rows = await db.select({ id: t.id, email: t.email, removedAt: t.removedAt }).from(t).orderBy(asc(t.email));
  return rows.map(({ id, email, removedAt }) => ({ id, email, removed: removedAt !== null }));
}

export async function accountById(db: Db, id: number): Promise<StaffAccount | undefined> {
  const t = db.tables.staffAccounts;
  const [row] = await db
    .select(accountColumns(db))
    .from(t)
    .where(and(eq(t.id, id), isNull(t.removedAt)));
  return row;
}

export async function accountByEmail(db: Db, email: string): Promise<StaffAccount | undefined> {
  const t = db.tables.staffAccounts;
  const [row] = await db
    .select(accountColumns(db))
    .from(t)
    .where(and(eq(t.email, normalEmail(email)), isNull(t.removedAt)));
  return row;
}

/**
 * Adds an account; one removed before comes back with the new role (its old passkeys stay gone).
 * Refuses an address that already has a live account.
 */
export async function addAccount(
  db: Db,
  {
    email,
    role,
    lang = 'en',
    timeZone = DEFAULT_TIME_ZONE,
    name = null,
  }: { email: string; role: StaffRole; lang?: Lang; timeZone?: string; name?: string | null },
  now = new Date(),
): Promise<StaffAccount> {
  const t = db.tables.staffAccounts;
  const address = normalEmail(email);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: t.id, removedAt: t.removedAt }).from(t).where(eq(t.email, address));
    if (existing && !existing.removedAt) throw new AccountError('exists', `${address} already has an account.`);
    const values = { email: address, role, lang, timeZone, name, title: null, createdAt: now, removedAt: null, lastSignInAt: null };
    const [row] = existing
      ? await tx.update(t).set(values).where(eq(t.id, existing.id)).returning(accountColumns(db))
      : await tx
          .insert(t)
          .values({ ...values, userHandle: randomBytes(32).toString('base64url') })
          .returning(accountColumns(db));
    return row!;
  });
}

/**
 * Removes an account at once: its sessions end, its invitations and passkeys stop working. The
 * row stays, so the audit trail still says who did what; the removal is in it, with who removed.
 * The last admin cannot be removed.
 */
export async function removeAccount(db: Db, id: number, by: Actor, now = new Date()): Promise<StaffAccount> {
  const { staffAccounts: t, staffSessions, staffPasskeys } = db.tables;
  return db.transaction(async (tx) => {
    const account = await liveAccount(tx, db, id);
    await keepAnAdmin(tx, db, account);
    await tx.delete(staffSessions).where(eq(staffSessions.accountId, id));
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.accountId, id));
    await voidInvitations(tx, db, id, now);
    await tx.update(t).set({ removedAt: now }).where(eq(t.id, id));
    await recordAudit(db, { actor: by, action: 'remove-account', subject: { kind: 'account', id }, detail: account.role }, tx, now);
    return account;
  });
}

/** The live account `id` within a transaction, or a refusal saying there is none. */
async function liveAccount(tx: Tx, db: Db, id: number): Promise<StaffAccount> {
  const t = db.tables.staffAccounts;
  const [account] = await tx
    .select(accountColumns(db))
    .from(t)
    .where(and(eq(t.id, id), isNull(t.removedAt)));
  if (!account) throw new AccountError('missing', `There is no account ${id}.`);
  return account;
}

/** Refuses to take the last live admin away: someone must be able to reach the accounts. */
async function keepAnAdmin(tx: Tx, db: Db, account: StaffAccount): Promise<void> {
  if (account.role !== 'admin') return;
  const t = db.tables.staffAccounts;
  const admins = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.role, 'admin'), isNull(t.removedAt)));
  if (admins.length === 1) throw new AccountError('last-admin', `${account.email} is the only admin; add another admin first.`);
}

/** A role change as the audit trail keeps it ("sales → admin"), and as its page says it ("Sales → Admin"): the old role, then the new. */
export const roleChangeDetail = (from: string, to: string) => `${from} → ${to}`;

/** A role change's detail read back: the two roles, or none for any other text. */
export function rolesOfChange(detail: string): { from: StaffRole; to: StaffRole } | undefined {
  const [from, to, ...rest] = detail.split(' → ');
  const roles: readonly string[] = STAFF_ROLES;
  return rest.length === 0 && roles.includes(from!) && roles.includes(to ?? '')
    ? { from: from as StaffRole, to: to as StaffRole }
    : undefined;
}

/**
 * Gives an account another role, at once (its sessions read the role at each request), and
 * records the change with both roles; the same role again changes and records nothing. The last
 * admin keeps the role.
 */
export async function changeRole(db: Db, id: number, role: StaffRole, by: Actor, now = new Date()): Promise<StaffAccount> {
  const t = db.tables.staffAccounts;
  return db.transaction(async (tx) => {
    const account = await liveAccount(tx, db, id);
    if (account.role === role) return account;
    await keepAnAdmin(tx, db, account);
    await tx.update(t).set({ role }).where(eq(t.id, id));
    const detail = roleChangeDetail(account.role, role);
    await recordAudit(db, { actor: by, action: 'change-role', subject: { kind: 'account', id }, detail }, tx, now);
    return { ...account, role };
  });
}

/** What an account chooses for itself. */
export async function changeSettings(
  db: Db,
  id: number,
  settings: Partial<Pick<StaffAccount, 'lang' | 'timeZone' | 'name' | 'title'>>,
): Promise<void> {
  const t = db.tables.staffAccounts;
  await db.transaction((tx) => tx.update(t).set(settings).where(eq(t.id, id)));
}

/** Ends every open invitation of an account: a new one replaces them, and removal voids them. */
export async function voidInvitations(tx: Tx, db: Db, accountId: number, now: Date): Promise<void> {
  const t = db.tables.staffInvitations;
  await tx
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.accountId, accountId), isNull(t.usedAt)));
}
