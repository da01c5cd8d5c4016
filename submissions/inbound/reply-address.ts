import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The address a visitor's answer comes back to: the inbound address with the record in its
 * plus part and a signature of it, `desk+enquiry42.<mac>@studio.example`. The kind is named
 * whole, not by a letter, so a new kind never collides with an old one. The signature is the
 * first 16 hex digits (64 bits) of an HMAC-SHA256 under INBOUND_SECRET: forging one takes a
 * mail per guess, and 2^64 of them is out of reach; lower-case hex survives a server that
 * folds the address's case.
 */
const MAC_DIGITS = 16;
const TAG = /^([a-z]+)([1-9]\d{0,9})\.([0-9a-f]+)$/;

export interface ReplyTarget {
  kind: string;
  number: number;
}

const macOf = (secret: string, kind: string, number: number) =>
  createHmac('sha256', secret).update(`reply-address\0${kind}\0${number}`).digest('hex').slice(0, MAC_DIGITS);

const split = (address: string) => {
  const at = address.lastIndexOf('@');
  return { local: address.slice(0, at), domain: address.slice(at + 1).toLowerCase() };
};

/** The reply address of a record, on the inbound address's mailbox and domain. */
export function replyAddressOf(inboundAddress: string, secret: string, target: ReplyTarget): string {
  const { local, domain } = split(inboundAddress);
  return `${local}+${target.kind}${target.number}.${macOf(secret, target.kind, target.number)}@${domain}`;
}

/**
 * Where a visitor's answer to an email about `target` goes: the record's reply address when
 * answers are read (INBOUND_ADDRESS and INBOUND_SECRET), else null.
 */
export const replyToOf = (inbound: { address: string; secret: string } | null, target: ReplyTarget): string | null =>
  inbound ? replyAddressOf(inbound.address, inbound.secret, target) : null;

/** What follows the plus of an address on the inbound mailbox (`desk+…@domain`), lower-cased; null for any other address. */
function plusPartOf(address: string, inboundAddress: string): string | null {
  const inbound = split(inboundAddress);
  const { local, domain } = split(address.trim());
  const prefix = `${inbound.local.toLowerCase()}+`;
  return domain === inbound.domain && local.toLowerCase().startsWith(prefix) ? local.slice(prefix.length).toLowerCase() : null;
}

/** Whether an address claims to be a reply address (a plus part on the inbound mailbox), whether its signature holds or not. */
export const claimsReplyAddress = (address: string, inboundAddress: string): boolean => plusPartOf(address, inboundAddress) !== null;

/**
 * The record a reply address names, or null when it is not one of ours or its signature does
 * not match (forged, altered, or signed under another secret). The signature is compared in
 * constant time.
 */
export function verifyReplyAddress(address: string, inboundAddress: string, secret: string): ReplyTarget | null {
  const plus = plusPartOf(address, inboundAddress);
  if (plus === null) return null;
  const tag = TAG.exec(plus);
  if (!tag) return null;
  const [, kind, digits, mac] = tag as unknown as [string, string, string, string];
  const number = Number(digits);
  const expected = Buffer.from(macOf(secret, kind, number));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { kind, number } : null;
}
