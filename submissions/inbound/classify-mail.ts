import type { INBOUND_CLASSES } from '../../platform/database/row-kinds';

/**
 * What an arriving mail is: an answer someone wrote, an automatic reply (an out-of-office, a
 * list's or a system's mail) or a bounce of one of the studio's emails. Nothing inbound is ever
 * answered, whatever it is: this only says how it is stored.
 */
export type InboundClass = (typeof INBOUND_CLASSES)[number];

export interface Classification {
  kind: InboundClass;
  /** The Message-ID of the studio's email a bounce reports, when the report names it. */
  bouncedMessageId: string | null;
  /**
   * What a bounce says went wrong (its Diagnostic-Code, else its Status; '' when it says
   * neither); null when it reports no failure (a delay, a delivery) and for any other mail.
   */
  failure: string | null;
}

/** A header's value by its lower-cased name, as the MIME parser reads them (first occurrence). */
export type HeaderLookup = (name: string) => string | undefined;

const MAILER_DAEMON = /^(mailer-daemon|postmaster)@/i;

/** RFC 3834 and what common autoresponders add instead (Exchange, vacation scripts, lists). */
function isAutomatic(header: HeaderLookup): boolean {
  const submitted = header('auto-submitted')?.trim().toLowerCase();
  if (submitted && !submitted.startsWith('no')) return true;
  if (header('x-autoreply') !== undefined || header('x-autorespond') !== undefined) return true;
  if (header('x-auto-response-suppress') !== undefined) return true;
  return /^(bulk|junk|list)$/i.test(header('precedence')?.trim() ?? '');
}

/**
 * A delivery status report (RFC 3464) or a mailer-daemon's message. The bounced mail's
 * Message-ID is read from the report's returned headers (its message/rfc822 or
 * text/rfc822-headers part), which `reportText` holds as the parser gave them.
 */
function isBounce(header: HeaderLookup, from: string): boolean {
  const type = header('content-type')?.toLowerCase() ?? '';
  return (/multipart\/report/.test(type) && /report-type="?delivery-status/.test(type)) || MAILER_DAEMON.test(from);
}

function bouncedMessageIdIn(reportText: string): string | null {
  return /^message-id:\s*(<[^>\s]+>)/im.exec(reportText)?.[1] ?? null;
}

/** A reason is kept to this many characters: enough for any server's sentence, never a whole returned mail. */
const FAILURE_MAX = 300;

/** A report's reason for a failed delivery (RFC 3464), its folded lines joined; null when every recipient's Action is other than failed. */
function failureIn(reportText: string): string | null {
  const actions = [...reportText.matchAll(/^action:\s*([a-z]+)/gim)].map((action) => action[1]!.toLowerCase());
  if (actions.length > 0 && !actions.includes('failed')) return null;
  const diagnostic = /^diagnostic-code:[ \t]*(?:[\w-]+[ \t]*;)?(.*(?:\r?\n[ \t].*)*)/im.exec(reportText)?.[1]?.replace(/\s+/g, ' ').trim();
  const status = /^status:[ \t]*(\d\.\d{1,3}\.\d{1,3})/im.exec(reportText)?.[1];
  return (diagnostic || (status ? `status ${status}` : '')).slice(0, FAILURE_MAX);
}

export function classifyMail(header: HeaderLookup, from: string, reportText: string): Classification {
  if (isBounce(header, from)) return { kind: 'bounce', bouncedMessageId: bouncedMessageIdIn(reportText), failure: failureIn(reportText) };
  return { kind: isAutomatic(header) ? 'auto-reply' : 'reply', bouncedMessageId: null, failure: null };
}
