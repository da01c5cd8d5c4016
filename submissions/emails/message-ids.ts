import { randomBytes } from 'node:crypto';

/** The domain of MAIL_FROM, which the site's Message-IDs end with. */
const domainOf = (from: string) => from.slice(from.lastIndexOf('@') + 1);

/**
 * The Message-ID of a submission's notification to the studio, `<enquiry-42@northbeam.studio>`
 * (the domain of MAIL_FROM): the same whenever it is composed. It names the studio's own copy
 * only; the visitor's thread starts at their confirmation (messageIdFor).
 */
export const notificationMessageId = (kind: string, number: number, from: string): string => `<${kind}-${number}@${domainOf(from)}>`;

/**
 * A new Message-ID for an email the visitor's thread goes on from (their confirmation, a staff
 * reply), `<enquiry-42-reply-…@northbeam.studio>`: random, as one that could be guessed would let
 * a stranger's mail claim a place in that thread. Given when the email is queued and kept with its
 * outbox row.
 */
export const messageIdFor = (what: string, from: string): string => `<${what}-${randomBytes(12).toString('base64url')}@${domainOf(from)}>`;

/** The header naming the record an email is about, by its kind: `X-Enquiry-Id: 42`, `X-Application-Id: 7`. */
export const recordIdHeader = (kind: string, id: number): Record<string, string> => ({
  [`X-${kind.charAt(0).toUpperCase()}${kind.slice(1)}-Id`]: String(id),
});
