import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/open-database';

/** A desk stays signed in for at most this long. */
export const SESSION_TTL_MS = 12 * 60 * 60_000;
export const SESSION_COOKIE = 'staff_session';

/** The cookie's attributes: never readable by scripts, never sent by another site's page, https only on an https site. */
export function sessionCookieOptions(siteUrl: string) {
  return { httpOnly: true, sameSite: 'strict', secure: siteUrl.startsWith('https:'), path: '/' } as const;
}

const idOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Starts a session and returns the secret for the cookie; the database keeps only its hash. Expired sessions are removed. */
export async function startSession(db: Db, now = new Date()): Promise<{ secret: string; expiresAt: Date }> {
  const { staffSessions } = db.tables;
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.delete(staffSessions).where(lte(staffSessions.expiresAt, now));
    await tx.insert(staffSessions).values({ id: idOf(secret), createdAt: now, expiresAt });
  });
  return { secret, expiresAt };
}

export async function sessionIsValid(db: Db, secret: string, now = new Date()): Promise<boolean> {
  const { staffSessions } = db.tables;
  const [row] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(and(eq(staffSessions.id, idOf(secret)), gt(staffSessions.expiresAt, now)));
  return Boolean(row);
}

export async function endSession(db: Db, secret: string): Promise<void> {
  const { staffSessions } = db.tables;
  await db.delete(staffSessions).where(eq(staffSessions.id, idOf(secret)));
}
