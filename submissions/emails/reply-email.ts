import { STUDIO } from '../../shared/content/studio';
import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';
import { SUBMISSION_TEXTS } from '../texts/submission-texts';
import type { OutboxMessage } from '../../platform/database/schema';
import type { MailSettings, SubmissionKind } from '../kinds/submission-kind';
import type { SubmissionRecord } from '../submission-record';
import { replyToOf } from '../inbound/reply-address';
import { readerZone, receiptOf } from './confirmation-email';

/**
 * A name the greeting may carry: words of letters (with their accents), joined by single spaces,
 * hyphens or apostrophes, each perhaps ending in a period ("J. R. Tolkien"), 40 characters at
 * most. No digits, no dots inside a word, so neither a web address nor a message fits.
 */
const PLAIN_NAME = /^\p{L}\p{M}*(?:\p{L}\p{M}*|[-'’]\p{L}\p{M}*|\.? \p{L}\p{M}*)*\.?$/u;
const PLAIN_NAME_MAX = 40;

/** The sender's name when it is plainly a name, otherwise null: the reply then greets and quotes without it. */
export function plainName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length <= PLAIN_NAME_MAX && PLAIN_NAME.test(trimmed) ? trimmed : null;
}

/** The name a reply greets by: the first word of a plain name, or all of it when that word is an initial ("J. R. Tolkien"). */
export function firstNameOf(name: string): string | null {
  const plain = plainName(name);
  if (plain === null) return null;
  const first = plain.split(' ')[0]!;
  return first.endsWith('.') ? plain : first;
}

/** Text placed in a header: line breaks could otherwise start a header of their own. */
const oneLine = (text: string) => text.replace(/[\r\n\t\u0085\u2028\u2029]+/g, ' ').trim();

/** What a reply is sent from and where the sender's answer goes: MAIL_FROM, and the record's reply address, else the kind's inbox. */
export type ReplyMail = Pick<MailSettings, 'from' | 'fromName' | 'to' | 'careersTo' | 'inbound'>;

/** Who signs a reply: a member of staff's account (its name, once given, and title), or nobody for a script with the staff token. */
export type ReplySigner = { name: string | null; title: string | null; email: string } | null;

type Kind = Pick<SubmissionKind, 'name' | 'texts' | 'reply' | 'emails'>;

/**
 * What a reply adds around the staff member's words, in the sender's language: the greeting
 * above, the signature below, then what the sender wrote, quoted. The desk shows them around its
 * text area; the email is composed from them when it is queued.
 */
export interface ReplyFrame {
  greeting: string;
  signature: string[];
  /** The line that introduces the quote, then what the sender wrote as "> " lines; null when they wrote nothing. */
  quote: { attribution: string; lines: string[] } | null;
}

/**
 * The frame of a reply to `record` signed by `signer`. The greeting names the sender's first name
 * when it is plainly a name; the signature, the account's name (its address until it has one),
 * its title if any, then the studio; the quote gives the day it arrived in the sender's language and zone.
 */
export function replyFrame(kind: Kind, record: SubmissionRecord, signer: ReplySigner): ReplyFrame {
  const copy = SUBMISSION_TEXTS[record.locale].replyEmail;
  const first = firstNameOf(record.name);
  const written = kind.reply.quoted?.(record).trim();
  const zone = readerZone(record.fields.timeZone ?? null, record.locale);
  const { date } = receiptOf({ id: record.number, createdAt: record.createdAt }, record.locale, zone);
  const plain = plainName(record.name);
  return {
    greeting: first === null ? copy.greetingWithoutName : fill(copy.greeting, { name: first }),
    signature: [copy.closing, signer && (signer.name ?? signer.email), signer?.title, copy.studio].filter((line): line is string =>
      Boolean(line),
    ),
    quote: written
      ? {
          attribution: plain === null ? fill(copy.quotedWithoutName, { date }) : fill(copy.quoted, { date, name: plain }),
          lines: written.split(/\r?\n/).map((line) => (line ? `> ${line}` : '>')),
        }
      : null,
  };
}

/** What the composer starts from, in the sender's language: the kind's opening line for the member of staff to go on from. */
export const replyOpening = (kind: Kind, record: SubmissionRecord): string =>
  fill(kind.texts[record.locale].reply.body, kind.reply.vars(record));

/** The reply as the sender reads it above the quote: the greeting, the staff member's words, the signature. The history keeps this. */
export const replyText = ({ greeting, signature }: ReplyFrame, words: string): string =>
  [greeting, '', words.trim(), '', ...signature].join('\n');

/** Who a reply is from: MAIL_FROM's address under the signer's name and the studio's ("Sam Lee at Northbeam"), or MAIL_FROM_NAME alone. */
export function replySender(
  lang: Lang,
  signer: ReplySigner,
  { from, fromName }: Pick<MailSettings, 'from' | 'fromName'>,
): { name: string; address: string } {
  const name = signer?.name ? fill(SUBMISSION_TEXTS[lang].replyEmail.from, { name: signer.name, studio: STUDIO.name }) : fromName;
  return { name: oneLine(name), address: from };
}

/**
 * The thread the sender already has (submissions/reply-thread.ts): the Message-ID of their
 * confirmation (null when none was kept: it arrived before ids were, or their address had one
 * that day), then every message after it, oldest first (the studio's replies, the answers on the
 * record), and the newest answer not written by staff, which a reply answers (null before any).
 */
export interface ReplyThread {
  confirmation: string | null;
  later: string[];
  answering: string | null;
}

/**
 * A reply as the outbox keeps it: from MAIL_FROM in the signer's name ("Sam Lee at Northbeam";
 * MAIL_FROM_NAME alone for a script or an account without a name), to the sender's address, the
 * answer going to the record's reply address (the kind's inbox when answers are not read). It
 * goes on from the sender's confirmation: "Re: " and its subject, In-Reply-To their latest
 * answer (else the last email of the thread) and References all of them. The studio's
 * notification is no part of it: the sender never had it. Without a confirmation it keeps the
 * kind's own subject, after the messages before it if any.
 */
export function replyMessage(
  kind: Kind,
  record: SubmissionRecord,
  { text, frame, signer }: { text: string; frame: ReplyFrame; signer: ReplySigner },
  mail: ReplyMail,
  thread: ReplyThread,
): OutboxMessage {
  const vars = kind.reply.vars(record);
  const references = [...(thread.confirmation ? [thread.confirmation] : []), ...thread.later];
  const subject = thread.confirmation
    ? `Re: ${fill(kind.texts[record.locale].confirmationEmail.subject, vars)}`
    : fill(kind.texts[record.locale].reply.subject, vars);
  const quote = frame.quote ? ['', frame.quote.attribution, ...frame.quote.lines] : [];
  return {
    from: replySender(record.locale, signer, mail),
    to: record.email,
    replyTo: replyToOf(mail.inbound, { kind: kind.name, number: record.number }) ?? kind.emails.inbox(mail),
    subject: oneLine(subject),
    text: [text, ...quote].join('\n'),
    ...(references.length > 0 && { inReplyTo: thread.answering ?? references.at(-1)!, references }),
  };
}
