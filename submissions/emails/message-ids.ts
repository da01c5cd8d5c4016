import { randomBytes } from 'node:crypto';

/** The domain of MAIL_FROM, which the site's Message-IDs end with. */
const domainOf = (from: string) => from.slice(from.lastIndexOf('@') + 1);

/**
 * A new Message-ID for a submission's email (the studio's notification, the visitor's
 * confirmation, a staff reply), `<enquiry-42-reply-…@northbeam.studio>`: random, as one that could
 * be guessed would let a stranger's mail that names it join the record (decision 0066). Given
 * when the email is queued and kept with its outbox row, where an answer's In-Reply-To and
 * References are looked up.
 */
export const messageIdFor = (what: string, from: string): string => `<${what}-${randomBytes(12).toString('base64url')}@${domainOf(from)}>`;

/** The header naming the record an email is about, by its kind: `X-Enquiry-Id: 42`, `X-Application-Id: 7`. */
export const recordIdHeader = (kind: string, id: number): Record<string, string> => ({
  [`X-${kind.charAt(0).toUpperCase()}${kind.slice(1)}-Id`]: String(id),
});
