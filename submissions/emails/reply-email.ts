import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import { SUBMISSION_TEXTS } from '../texts/submission-texts';
import type { OutboxMessage } from '../../platform/database/schema';
import type { MailSettings, SubmissionKind } from '../kinds/submission-kind';
import type { SubmissionRecord } from '../submission-record';
import { notificationMessageId } from './message-ids';

/**
 * A name the greeting may carry: words of letters (with their accents), joined by single spaces,
 * hyphens or apostrophes, each perhaps ending in a period ("J. R. Tolkien"), 40 characters at
 * most. No digits, no dots inside a word, so neither a web address nor a message fits.
 */
const PLAIN_NAME = /^\p{L}\p{M}*(?:\p{L}\p{M}*|[-'’]\p{L}\p{M}*|\.? \p{L}\p{M}*)*\.?$/u;
const PLAIN_NAME_MAX = 40;

/** The sender's name when it is plainly a name, otherwise null: the reply's template then greets without it. */
export function plainName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length <= PLAIN_NAME_MAX && PLAIN_NAME.test(trimmed) ? trimmed : null;
}

/** The greeting with the visitor's name, or without it when the name is not plainly one. */
export function greetingOf(copy: { greeting: string; greetingWithoutName: string }, name: string): string {
  const plain = plainName(name);
  return plain === null ? copy.greetingWithoutName : fill(copy.greeting, { name: plain });
}

/** Text placed in a header: line breaks could otherwise start a header of their own. */
const oneLine = (text: string) => text.replace(/[\r\n\t\u0085\u2028\u2029]+/g, ' ').trim();

/** What a reply is sent from and where the sender's answer goes: MAIL_FROM, and the kind's inbox. */
export type ReplyMail = Pick<MailSettings, 'from' | 'to' | 'careersTo'>;

type Kind = Pick<SubmissionKind, 'name' | 'texts' | 'reply' | 'emails'>;

/**
 * What the desk's reply form starts from, in the sender's language (not the desk's): a greeting
 * with their name when it is plainly one, the kind's opening for the member of staff to go on
 * from, and a signature with that person's address.
 */
export function replyTemplate(kind: Kind, record: SubmissionRecord, staffEmail: string): string {
  const copy = SUBMISSION_TEXTS[record.locale].replyEmail;
  const vars = { ...kind.reply.vars(record), email: staffEmail };
  return [greetingOf(copy, record.name), '', fill(kind.texts[record.locale].reply.body, vars), '', fill(copy.signature, vars)].join('\n');
}

/**
 * A reply as the outbox keeps it: from MAIL_FROM to the sender's address, its subject in their
 * language, in the thread of the studio's notification (In-Reply-To and References name it), and
 * their answer going to the kind's inbox, where the notification is.
 */
export function replyMessage(kind: Kind, record: SubmissionRecord, text: string, mail: ReplyMail): OutboxMessage {
  const notification = notificationMessageId(kind.name, record.number, mail.from);
  return {
    from: mail.from,
    to: record.email,
    replyTo: kind.emails.inbox(mail),
    subject: oneLine(fill(kind.texts[record.locale].reply.subject, kind.reply.vars(record))),
    text,
    inReplyTo: notification,
    references: [notification],
  };
}
