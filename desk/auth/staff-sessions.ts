import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/database/open-database';
import { accountColumns, type StaffAccount } from '../accounts/account-store';

/** A desk stays signed in for at most this long, however busy. */
export const SESSION_TTL_MS = 12 * 60 * 60_000;
/** A desk left alone this long is signed out. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** A session's last request is written at most this often: not one write per request. */
const SEEN_EVERY_MS = 60_000;
export const SESSION_COOKIE = 'staff_session';

/** The cookie's attributes: never readable by scripts, never sent by another site's page, https only on an https site. */
export function sessionCookieOptions(siteUrl: string) {
  return { httpOnly: true, sameSite: 'strict', secure: siteUrl.startsWith('https:'), path: '/' } as const;
}

export interface StaffSessions {
  /** Starts a session for an account and returns the secret for the cookie. Ended sessions (of anyone) are removed. */
  start(accountId: number, now?: Date): Promise<{ secret: string; expiresAt: Date }>;
  /** The account a live session belongs to; its last request becomes now. */
  find(secret: string, now?: Date): Promise<StaffAccount | undefined>;
  end(secret: string): Promise<void>;
}

/** A session's row id is a SHA-256 of the cookie's secret: the database never holds a cookie. */
const idOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function staffSessions(db: Db): StaffSessions {
  const { staffSessions: table, staffAccounts: accounts } = db.tables;
  return {
    async start(accountId, now = new Date()) {
      const secret = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await db.transaction(async (tx) => {
        await tx.delete(table).where(or(lte(table.expiresAt, now), lte(table.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
        await tx.insert(table).values({ id: idOf(secret), accountId, createdAt: now, lastSeenAt: now, expiresAt });
      });
      return { secret, expiresAt };
    },
    async find(secret, now = new Date()) {
      const id = idOf(secret);
      const [row] = await db
        .select({
          lastSeenAt: table.lastSeenAt,
          account: accountColumns(db),
        })
        .from(table)
        .innerJoin(accounts, eq(accounts.id, table.accountId))
        .where(
          and(
            eq(table.id, id),
            gt(table.expiresAt, now),
            gt(table.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
            isNull(accounts.removedAt),
          ),
        );
      if (!row) return undefined;
      if (now.getTime() - row.lastSeenAt.getTime() >= SEEN_EVERY_MS)
        await db.transaction((tx) => tx.update(table).set({ lastSeenAt: now }).where(eq(table.id, id)));
      return row.account;
    },
    // A transaction, like every write: on SQLite it then waits for another process's lock without blocking.
    end: (secret) => db.transaction(async (tx) => void (await tx.delete(table).where(eq(table.id, idOf(secret))))),
  };
}
