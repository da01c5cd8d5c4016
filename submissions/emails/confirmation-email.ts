import type Mail from 'nodemailer/lib/mailer';
import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import { KIND_TEXTS } from '../../shared/submissions/texts/kind-texts';
import { formatDate } from '../../shared/i18n/format';
import { LOCALE_TAGS, type Lang } from '../../shared/i18n/langs';
import type { StoredEnquiry } from '../views';

/**
 * A name the greeting may carry: words of letters (with their accents), joined by single spaces,
 * hyphens or apostrophes, each perhaps ending in a period ("J. R. Tolkien"), 40 characters at
 * most. No digits, no dots inside a word, so neither a web address nor a message fits.
 */
const PLAIN_NAME = /^\p{L}\p{M}*(?:\p{L}\p{M}*|[-'’]\p{L}\p{M}*|\.? \p{L}\p{M}*)*\.?$/u;
const PLAIN_NAME_MAX = 40;

/** The visitor's name when it is plainly a name, otherwise null: the confirmation then greets without it. */
export function plainName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length <= PLAIN_NAME_MAX && PLAIN_NAME.test(trimmed) ? trimmed : null;
}

/** The greeting with the visitor's name, or without it when the name is not plainly one. */
export function greetingOf(copy: { greeting: string; greetingWithoutName: string }, name: string): string {
  const plain = plainName(name);
  return plain === null ? copy.greetingWithoutName : fill(copy.greeting, { name: plain });
}

const timeFormats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * What a confirmation says of what arrived: the day and time, in UTC and saying so (we do not know
 * the visitor's zone; a day alone could be tomorrow's for them), as the language writes them
 * ("November 20, 2026", "3:12 AM UTC"; «20 ноября 2026 г.», «03:12 UTC»), and its number.
 */
export function receiptOf({ id, createdAt }: { id: number; createdAt: string }, lang: Lang): { date: string; time: string; id: string } {
  let time = timeFormats.get(lang);
  if (!time) {
    time = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
    timeFormats.set(lang, time);
  }
  return { date: formatDate(createdAt.slice(0, 10), lang), time: time.format(new Date(createdAt)), id: String(id) };
}

/**
 * The visitor's confirmation of their enquiry, in its language: that the project enquiry
 * reached us, when, its number, and when we reply. The form takes any address, so the email
 * carries nothing else the visitor typed: their address only in To (without their name), their
 * name only when it is plainly one, and never their company or text. Otherwise anyone could use
 * the form to send a stranger a message of their own wording from the studio's mail.
 */
export function confirmationEmail(enquiry: StoredEnquiry, { from }: { from: string }): Mail.Options {
  const copy = KIND_TEXTS.enquiry[enquiry.locale].confirmationEmail;
  const lines = [greetingOf(copy, enquiry.name), '', fill(copy.intro, receiptOf(enquiry, enquiry.locale))];
  return autoReply({
    to: enquiry.email,
    from,
    subject: copy.subject,
    lines,
    closing: copy,
    headers: { 'X-Enquiry-Id': String(enquiry.id) },
  });
}

interface AutoReply {
  to: string;
  from: string;
  subject: string;
  lines: string[];
  /** What every answer ends with: when we reply, what to do if it was not them, who we are. */
  closing: { promise: string; notYou: string; signature: string };
  headers: Record<string, string>;
}

/** An automatic answer to a sender (enquiry or application): plain text, marked so mail robots do not answer it in turn (RFC 3834). */
export function autoReply({ to, from, subject, lines, closing, headers }: AutoReply): Mail.Options {
  const text = [...lines, '', closing.promise, '', closing.notYou, '', closing.signature].join('\n');
  return { to, from, subject, text, headers: { 'Auto-Submitted': 'auto-replied', ...headers } };
}
