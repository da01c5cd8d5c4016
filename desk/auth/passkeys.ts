import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG, decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, isNull, gt, lte } from 'drizzle-orm';
import type { Db } from '../../platform/database/open-database';
import { accountById, type StaffAccount } from '../accounts/account-store';
import { openInvitation, useInvitation } from '../accounts/invitations';
import { recordAudit } from '../audit/audit-trail';

/** How long a ceremony's challenge can be answered. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const RP_NAME = 'Northbeam staff desk';

/**
 * ES256 (what nearly every passkey uses), EdDSA and RS256 (Windows Hello): the same list in the
 * options and the checks. Named rather than the library's default, which grows with the runtime
 * (ML-DSA's keys and signatures would not fit the endpoints' small bodies).
 */
const ALGORITHMS = [COSEALG.ES256, COSEALG.EdDSA, COSEALG.RS256];

/** The ways to reach an authenticator WebAuthn names: only these are kept of what a browser reports. */
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const isTransport = (value: string) => TRANSPORTS.has(value);

type Purpose = 'registration' | 'authentication';

/** Why a registration was refused: the invitation no longer opens, or the passkey's answer did not verify. */
export type RegistrationRefusal = 'invitation' | 'failed';

export interface Passkeys {
  /** What the browser needs to create a passkey for the invitation's account; undefined when the invitation does not open. */
  registrationOptions(invitation: string, now?: Date): Promise<PublicKeyCredentialCreationOptionsJSON | undefined>;
  /**
   * Verifies a new passkey made for the invitation and, in one transaction, uses the invitation up,
   * puts the passkey in place of the account's earlier ones and records it in the audit trail.
   */
  register(
    invitation: string,
    response: RegistrationResponseJSON,
    now?: Date,
  ): Promise<{ account: StaffAccount } | { refused: RegistrationRefusal }>;
  /** A challenge any of the desk's passkeys can answer: the browser asks its holder which one. */
  authenticationOptions(now?: Date): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /** The live account whose passkey signed the challenge, its counter and last use updated; undefined for anything else. */
  authenticate(response: AuthenticationResponseJSON, now?: Date): Promise<StaffAccount | undefined>;
}

/** A refusal inside a transaction: thrown to roll it back, caught right outside it. */
class Refused extends Error {
  constructor(readonly refusal: RegistrationRefusal) {
    super(refusal);
  }
}

/** The challenge a response claims to answer, read from its client data; undefined when that cannot be read. */
function claimedChallenge(clientDataJSON: string): string | undefined {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The staff desk's WebAuthn ceremonies (issue 28): a passkey is registered only through an
 * invitation, and signs in as a discoverable credential (no email typed first). The relying
 * party is SITE_URL's host; its origin is the only one accepted. Challenges live in the database,
 * so any instance can check an answer, and each is taken once, before the answer is verified.
 */
export function createPasskeys(db: Db, siteUrl: string): Passkeys {
  const { origin, hostname: rpID } = new URL(siteUrl);
  const { webauthnChallenges: challenges, staffPasskeys: passkeys, staffAccounts: accounts } = db.tables;

  const issue = async (challenge: string, purpose: Purpose, invitationId: string | null, now: Date) => {
    await db.transaction(async (tx) => {
      // Unanswered challenges go here rather than in a timer: any instance, no background work.
      await tx.delete(challenges).where(lte(challenges.expiresAt, now));
      await tx.insert(challenges).values({ challenge, purpose, invitationId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
    });
  };

  /**
   * Deletes the challenge a response answers, when it was issued for this purpose (and
   * invitation) and is still live; true when this call took it. A second answer to the same
   * challenge, or one racing it, finds it gone.
   */
  const take = async (clientDataJSON: string, purpose: Purpose, invitationId: string | null, now: Date) => {
    const challenge = claimedChallenge(clientDataJSON);
    if (!challenge) return undefined;
    const taken = await db.transaction((tx) =>
      tx
        .delete(challenges)
        .where(
          and(
            eq(challenges.challenge, challenge),
            eq(challenges.purpose, purpose),
            gt(challenges.expiresAt, now),
            invitationId === null ? isNull(challenges.invitationId) : eq(challenges.invitationId, invitationId),
          ),
        )
        .returning({ challenge: challenges.challenge }),
    );
    return taken.length === 1 ? challenge : undefined;
  };

  const userHandleOf = async (accountId: number) => {
    const [row] = await db.select({ userHandle: accounts.userHandle }).from(accounts).where(eq(accounts.id, accountId));
    return row?.userHandle;
  };

  return {
    async registrationOptions(invitation, now = new Date()) {
      const opened = await openInvitation(db, invitation, now);
      const userHandle = opened && (await userHandleOf(opened.account.id));
      if (!opened || !userHandle) return undefined;
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userID: isoBase64URL.toBuffer(userHandle),
        userName: opened.account.email,
        userDisplayName: opened.account.email,
        attestationType: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        supportedAlgorithmIDs: ALGORITHMS,
      });
      await issue(options.challenge, 'registration', opened.id, now);
      return options;
    },

    async register(invitation, response, now = new Date()) {
      const opened = await openInvitation(db, invitation, now);
      if (!opened) return { refused: 'invitation' };
      const challenge = await take(response.response.clientDataJSON, 'registration', opened.id, now);
      if (!challenge) return { refused: 'failed' };
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          // As the options ask: a security key without a PIN is still its holder's possession.
          requireUserVerification: false,
          supportedAlgorithmIDs: ALGORITHMS,
        });
      } catch {
        return { refused: 'failed' };
      }
      if (!verified.verified) return { refused: 'failed' };
      const { credential } = verified.registrationInfo;
      const { account } = opened;
      try {
        await db.transaction(async (tx) => {
          if (!(await useInvitation(tx, db, opened.id, now))) throw new Refused('invitation');
          // A new invitation is how a lost passkey is replaced: the earlier ones stop working.
          await tx.delete(passkeys).where(eq(passkeys.accountId, account.id));
          const [taken] = await tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.id, credential.id));
          if (taken) throw new Refused('failed');
          await tx.insert(passkeys).values({
            id: credential.id,
            accountId: account.id,
            publicKey: isoBase64URL.fromBuffer(credential.publicKey),
            counter: credential.counter,
            transports: (credential.transports ?? []).filter(isTransport),
            createdAt: now,
            lastUsedAt: null,
          });
          // Creating the passkey signs its holder in: their first sign-in, or the first with the new passkey.
          await tx.update(accounts).set({ lastSignInAt: now }).where(eq(accounts.id, account.id));
          await recordAudit(db, { actor: { account }, action: 'register-passkey', subject: { kind: 'account', id: account.id } }, tx, now);
        });
      } catch (error) {
        if (error instanceof Refused) return { refused: error.refusal };
        throw error;
      }
      return { account };
    },

    async authenticationOptions(now = new Date()) {
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
      await issue(options.challenge, 'authentication', null, now);
      return options;
    },

    async authenticate(response, now = new Date()) {
      const challenge = await take(response.response.clientDataJSON, 'authentication', null, now);
      if (!challenge) return undefined;
      const [passkey] = await db
        .select({
          id: passkeys.id,
          accountId: passkeys.accountId,
          publicKey: passkeys.publicKey,
          counter: passkeys.counter,
          transports: passkeys.transports,
          userHandle: accounts.userHandle,
        })
        .from(passkeys)
        .innerJoin(accounts, eq(accounts.id, passkeys.accountId))
        .where(eq(passkeys.id, response.id));
      const account = passkey && (await accountById(db, passkey.accountId));
      if (!passkey || !account) return undefined;
      // A discoverable credential names its user: it must be the passkey's own account.
      if (response.response.userHandle !== undefined && response.response.userHandle !== passkey.userHandle) return undefined;
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: passkey.id,
            publicKey: isoBase64URL.toBuffer(passkey.publicKey),
            counter: passkey.counter,
            transports: (passkey.transports ?? []).filter(isTransport),
          },
          requireUserVerification: false,
        });
      } catch {
        return undefined;
      }
      if (!verified.verified) return undefined;
      await db.transaction(async (tx) => {
        await tx
          .update(passkeys)
          .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
          .where(eq(passkeys.id, passkey.id));
        await tx.update(accounts).set({ lastSignInAt: now }).where(eq(accounts.id, account.id));
        await recordAudit(db, { actor: { account }, action: 'sign-in', subject: { kind: 'account', id: account.id } }, tx, now);
      });
      return account;
    },
  };
}
