import { eq } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n/langs';
import type { StaffRole } from '../../shared/staff';
import type { Db } from '../../platform/database/open-database';
import { addAccount, type StaffAccount } from '../../desk/accounts/account-store';
import { staffSessions, SESSION_COOKIE } from '../../desk/auth/staff-sessions';

let made = 0;

/**
 * A member of staff already signed in: an account of the role and the Cookie header of a session
 * the desk's own session store started for it. Signing in itself (the passkey) is
 * tests/server/desk/passkeys.test.ts's subject; the rest of the suite starts from here.
 */
export async function staffSession(
  db: Db,
  role: StaffRole,
  {
    email = `${role}-${++made}@northbeam.test`,
    lang = 'en',
    timeZone = 'UTC',
    name = null,
    title = null,
  }: { email?: string; lang?: Lang; timeZone?: string; name?: string | null; title?: string | null } = {},
): Promise<{ account: StaffAccount; cookie: string }> {
  const added = await addAccount(db, { email, role, lang, timeZone, name });
  // What the settings page would set.
  if (title !== null) await db.update(db.tables.staffAccounts).set({ title }).where(eq(db.tables.staffAccounts.id, added.id));
  const account = { ...added, title };
  const { secret } = await staffSessions(db).start(account.id);
  return { account, cookie: `${SESSION_COOKIE}=${secret}` };
}
