import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG, cose, isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** One passkey the authenticator holds: an ES256 key for one relying party and user. */
export interface SoftCredential {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  signCount: number;
}

/** What a test may change in one answer: the page's origin, the challenge it signs, the passkey it uses. */
export interface AnswerOverrides {
  origin?: string;
  challenge?: string;
  credentialId?: string;
  /** The counter to report, instead of one more than the last. */
  signCount?: number;
}

export interface SoftAuthenticator {
  /** The passkeys it holds, newest last. */
  credentials: SoftCredential[];
  /** Creates a passkey for the options, as navigator.credentials.create and @simplewebauthn/browser answer. */
  register(options: PublicKeyCredentialCreationOptionsJSON, overrides?: AnswerOverrides): RegistrationResponseJSON;
  /** Signs the options' challenge with its newest passkey for their relying party (a discoverable credential: it names its user). */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON, overrides?: AnswerOverrides): AuthenticationResponseJSON;
}

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const u32 = (n: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, n);
  return bytes;
};
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};
const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** The COSE form of a P-256 public key, as an authenticator puts it in its attested credential data. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const { x, y } = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
      [cose.COSEKEYS.alg, COSEALG.ES256],
      [cose.COSEKEYS.crv, cose.COSECRV.P256],
      [cose.COSEKEYS.x, isoBase64URL.toBuffer(x!)],
      [cose.COSEKEYS.y, isoBase64URL.toBuffer(y!)],
    ]),
  );
}

/**
 * A software authenticator for server tests: ES256 keys from node:crypto, attestation "none",
 * user present and verified, a signature counter that goes up by one per sign-in. It answers for
 * the page at `origin` (TEST_SITE_URL's in the server tests) unless an answer says otherwise.
 */
export function softAuthenticator({ origin }: { origin: string }): SoftAuthenticator {
  const credentials: SoftCredential[] = [];
  return {
    credentials,
    register(options, overrides = {}) {
      const rpId = options.rp.id ?? new URL(overrides.origin ?? origin).hostname;
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const rawId = new Uint8Array(randomBytes(32));
      const id = isoBase64URL.fromBuffer(rawId);
      const signCount = overrides.signCount ?? 0;
      const length = new Uint8Array([rawId.length >> 8, rawId.length & 0xff]);
      const authData = concat(
        sha256(rpId),
        new Uint8Array([FLAG_UP | FLAG_UV | FLAG_AT]),
        u32(signCount),
        new Uint8Array(16),
        length,
        rawId,
        coseKey(publicKey),
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      credentials.push({ id, rpId, userHandle: options.user.id, privateKey, signCount });
      return {
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin ?? origin),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
      };
    },
    authenticate(options, overrides = {}) {
      const rpId = options.rpId ?? new URL(overrides.origin ?? origin).hostname;
      const credential = overrides.credentialId
        ? credentials.find((c) => c.id === overrides.credentialId)
        : credentials.findLast((c) => c.rpId === rpId);
      if (!credential) throw new Error(`The soft authenticator holds no passkey for ${rpId}`);
      credential.signCount = overrides.signCount ?? credential.signCount + 1;
      const authenticatorData = concat(sha256(rpId), new Uint8Array([FLAG_UP | FLAG_UV]), u32(credential.signCount));
      const clientDataJSON = clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin ?? origin);
      const signature = sign('sha256', concat(authenticatorData, sha256(isoBase64URL.toBuffer(clientDataJSON))), credential.privateKey);
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON,
          authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
          signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}
