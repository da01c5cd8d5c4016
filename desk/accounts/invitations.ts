import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { fillPlaceholders } from '../../shared/i18n/dictionary';
import { DESK_TEXTS } from '../texts/desk-texts';
import type { Lang } from '../../shared/i18n/langs';
import type { Db, Tx } from '../../platform/database/open-database';
import { recordAudit, type Actor } from '../audit/audit-trail';
import { INVITATION_PATH } from '../pages/desk-links';
import { accountById, voidInvitations, type StaffAccount } from './account-store';

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 24 * 60 * 60_000;

/** An invitation's row id: a SHA-256 of the link's secret, so the database alone cannot use one. */
export const invitationIdOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The link an invitation sends. The secret is the fragment: browsers send it to no server, so it
 * appears in no request log or Referer; the passkey step reads it and posts it. The page speaks
 * the account's language.
 */
export const invitationLink = (siteUrl: string, secret: string, lang: Lang) => `${siteUrl}${INVITATION_PATH}?ui=${lang}#${secret}`;

/**
 * Invites the holder of an account to register a passkey (their first, or one replacing a lost
 * one): any earlier open invitation of the account stops working, the new one is stored, its
 * email is queued in the outbox in the account's language, and the audit trail records who
 * invited. Returns the link (an operator's command prints it too).
 */
export async function inviteAccount(
  db: Db,
  { account, by, siteUrl, mailFrom }: { account: StaffAccount; by: Actor; siteUrl: string; mailFrom: string },
  now = new Date(),
): Promise<{ link: string; expiresAt: Date }> {
  const { staffInvitations: invitations, emailOutbox } = db.tables;
  const secret = randomBytes(32).toString('base64url');
  const link = invitationLink(siteUrl, secret, account.lang);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const texts = DESK_TEXTS[account.lang].invitationEmail;
  const role = DESK_TEXTS[account.lang].roles[account.role];
  await db.transaction(async (tx) => {
    await voidInvitations(tx, db, account.id, now);
    await tx.insert(invitations).values({
      id: invitationIdOf(secret),
      accountId: account.id,
      invitedBy: 'account' in by ? by.account.id : null,
      createdAt: now,
      expiresAt,
    });
    await tx.insert(emailOutbox).values({
      kind: 'invitation',
      message: {
        from: mailFrom,
        to: account.email,
        subject: texts.subject,
        text: fillPlaceholders(texts.body, { role, link, site: siteUrl }),
      },
      nextAttemptAt: now,
    });
    await recordAudit(db, { actor: by, action: 'invite', subject: { kind: 'account', id: account.id }, detail: account.role }, tx, now);
  });
  return { link, expiresAt };
}

/** The account an invitation's secret opens, while it is unused, unexpired and the account live. */
export async function openInvitation(db: Db, secret: string, now = new Date()): Promise<{ id: string; account: StaffAccount } | undefined> {
  const t = db.tables.staffInvitations;
  const id = invitationIdOf(secret);
  const [row] = await db
    .select({ accountId: t.accountId })
    .from(t)
    .where(and(eq(t.id, id), isNull(t.usedAt), gt(t.expiresAt, now)));
  const account = row && (await accountById(db, row.accountId));
  return account && { id, account };
}

/** Marks an invitation used, once: false when it was used, voided or expired meanwhile. */
export async function useInvitation(tx: Tx, db: Db, id: string, now = new Date()): Promise<boolean> {
  const t = db.tables.staffInvitations;
  const used = await tx
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.id, id), isNull(t.usedAt), gt(t.expiresAt, now)))
    .returning({ id: t.id });
  return used.length === 1;
}
