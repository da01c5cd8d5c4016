import type Mail from 'nodemailer/lib/mailer';
import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import { KIND_TEXTS } from '../../shared/submissions/texts/kind-texts';
import { dateTimeFormat } from '../../shared/i18n/format';
import type { Lang } from '../../shared/i18n/langs';
import { mailbox } from '../../platform/mail/mailbox';
import type { MailSettings } from '../kinds/submission-kind';
import { SUBMISSION_TEXTS } from '../texts/submission-texts';
import type { StoredEnquiry } from '../views';
import { recordIdHeader } from './message-ids';

/**
 * The zone whose day a confirmation gives when the sender's browser gave no zone: UTC in English
 * (English readers everywhere know it), Moscow's in Russian (Russian readers reckon by it wherever
 * they are). The day alone, so the text names no zone it does not use.
 */
const DAY_ZONES: Record<Lang, string> = { en: 'UTC', ru: 'Europe/Moscow' };

/** The zone an email to the sender reckons its days in: the one their browser gave, or their language's. */
export const readerZone = (timeZone: string | null, lang: Lang): string => timeZone ?? DAY_ZONES[lang];

/**
 * What an email says of what arrived: the day and time in `timeZone`, as the language writes them
 * ("November 20, 2026", "3:12 AM"; «20 ноября 2026 г.», «06:12»), and its number. The text around
 * them names the zone.
 */
export function receiptOf(
  { id, createdAt }: { id: number; createdAt: string },
  lang: Lang,
  timeZone: string,
): { date: string; time: string; id: string } {
  const at = new Date(createdAt);
  const date = dateTimeFormat(lang, { dateStyle: 'long', timeZone }).format(at);
  return { date, time: dateTimeFormat(lang, { timeStyle: 'short', timeZone }).format(at), id: String(id) };
}

/**
 * A confirmation's words of when it arrived and its number, in the sender's language: the day and
 * time in the zone their browser gave ("on November 20, 2026, at 3:12 AM your time"), or the day
 * alone without one.
 */
export function arrivalOf(record: { id: number; createdAt: string; timeZone: string | null }, lang: Lang): { when: string; id: string } {
  const copy = SUBMISSION_TEXTS[lang].confirmationEmail;
  const { date, time, id } = receiptOf(record, lang, readerZone(record.timeZone, lang));
  return { when: record.timeZone ? fill(copy.receivedAt, { date, time }) : fill(copy.receivedOn, { date }), id };
}

/**
 * The visitor's confirmation of their enquiry, in its language: that the project enquiry
 * reached us, when, its number, and when we reply. The form takes any address, so the email
 * carries nothing the visitor typed: their address only in To (without their name), and never
 * their name, company or text. Otherwise anyone could use the form to send a stranger words of
 * their own from the studio's mail, and a mistyped address would hand someone else what was sent.
 */
export function confirmationEmail(enquiry: StoredEnquiry, { from, fromName }: Pick<MailSettings, 'from' | 'fromName'>): Mail.Options {
  const copy = KIND_TEXTS.enquiry[enquiry.locale].confirmationEmail;
  const lines = [copy.greeting, '', fill(copy.intro, arrivalOf(enquiry, enquiry.locale))];
  return autoReply({
    to: enquiry.email,
    from: mailbox(fromName, from),
    subject: copy.subject,
    lines,
    closing: copy,
    headers: recordIdHeader('enquiry', enquiry.id),
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
