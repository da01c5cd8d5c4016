import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../platform/database/open-database';

/** A desk stays signed in for at most this long. */
export const SESSION_TTL_MS = 12 * 60 * 60_000;
export const SESSION_COOKIE = 'staff_session';

/** The cookie's attributes: never readable by scripts, never sent by another site's page, https only on an https site. */
export function sessionCookieOptions(siteUrl: string) {
  return { httpOnly: true, sameSite: 'strict', secure: siteUrl.startsWith('https:'), path: '/' } as const;
}

/** The sessions made with one staff token: only that token's sessions can be found, started or ended through it. */
export interface StaffSessions {
  /** Starts a session and returns the secret for the cookie. Expired sessions (of any token) are removed. */
  start(now?: Date): Promise<{ secret: string; expiresAt: Date }>;
  isValid(secret: string, now?: Date): Promise<boolean>;
  end(secret: string): Promise<void>;
}

/**
 * A session's row id is an HMAC of the cookie's secret keyed by a digest of the staff token:
 * the database keeps neither the secret nor the token, and after the token changes no old
 * cookie finds its row, so rotating a leaked token signs out every desk it signed in.
 */
export function staffSessions(db: Db, token: string | undefined): StaffSessions {
  const { staffSessions: table } = db.tables;
  if (!token) {
    // No token, no desk: nothing is ever signed in.
    return {
      start: () => Promise.reject(new Error('Staff sessions need STAFF_TOKEN.')),
      isValid: () => Promise.resolve(false),
      end: () => Promise.resolve(),
    };
  }
  const key = createHash('sha256').update(`staff-session:${token}`).digest();
  const idOf = (secret: string) => createHmac('sha256', key).update(secret).digest('hex');
  return {
    async start(now = new Date()) {
      const secret = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await db.transaction(async (tx) => {
        await tx.delete(table).where(lte(table.expiresAt, now));
        await tx.insert(table).values({ id: idOf(secret), createdAt: now, expiresAt });
      });
      return { secret, expiresAt };
    },
    async isValid(secret, now = new Date()) {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, idOf(secret)), gt(table.expiresAt, now)));
      return Boolean(row);
    },
    // A transaction, like every write: on SQLite it then waits for another process's lock without blocking.
    end: (secret) => db.transaction(async (tx) => void (await tx.delete(table).where(eq(table.id, idOf(secret))))),
  };
}
