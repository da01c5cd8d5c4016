import type Mail from 'nodemailer/lib/mailer';
import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import { formatDuration } from '../../shared/i18n/format';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { SUBMISSION_TEXTS, type SubmissionTexts } from '../texts/submission-texts';
import type { MailSettings } from '../kinds/submission-kind';
import { receiptOf } from './confirmation-email';
import { notificationMessageId } from './message-ids';

type Copy = SubmissionTexts['notificationEmail'];
type Label = keyof Copy['labels'];

/** One submission as its notification tells it. */
export interface NotificationOf {
  /** The kind's name: its title and its promise in the texts, its desk link, its Message-ID. */
  kind: keyof Copy['promise'];
  record: { id: number; createdAt: string };
  /** The title's words besides the number, in a language: the position (our title, not what was sent). */
  titleVars(lang: Lang): Record<string, string>;
  /** When the reply the sender was promised is due. */
  due: Date;
  /** With NOTIFY_DETAILS=full: the sender's fields, labelled (null when not given), and their text last. */
  details: { fields: [Label, string | null][]; text: [Label, string] };
}

/** A label in both languages, "Name / Имя": the details are written once, below both parts. */
const bothLangs = (pick: (copy: Copy) => string) => LANGS.map((lang) => pick(SUBMISSION_TEXTS[lang].notificationEmail)).join(' / ');

/**
 * The studio's notification of a submission (decision 0057), in both languages one after the
 * other: which form, its number, when it arrived (in UTC, named), how long is left of the reply
 * promised, and a link to its record in the desk. By default nothing the sender typed is in it,
 * headers included: no Reply-To, their name in no subject. With NOTIFY_DETAILS=full their details
 * follow; a file is never attached: the desk serves it to the roles that may download it, and its
 * audit trail records who did.
 */
export function staffNotification(
  { kind, record, titleVars, due, details }: NotificationOf,
  { to, from, notifyDetails, recordLink }: Pick<MailSettings, 'from' | 'notifyDetails' | 'recordLink'> & { to: string },
): Mail.Options {
  const full = notifyDetails === 'full';
  // Composed when sent: the time left is the sending's.
  const left = due.getTime() - Date.now();
  const part = (lang: Lang) => {
    const copy = SUBMISSION_TEXTS[lang].notificationEmail;
    return [
      fill(copy[kind], { id: record.id, ...titleVars(lang) }),
      fill(copy.received, receiptOf(record, lang, 'UTC')),
      fill(left >= 0 ? copy.left : copy.late, { promise: copy.promise[kind], time: formatDuration(left, lang) }),
      fill(copy.link, { link: recordLink(kind, record.id, lang) }),
      full ? copy.withDetails : copy.withoutDetails,
    ].join('\n');
  };
  const parts = LANGS.map(part);
  if (full) {
    const fields = details.fields.map(
      ([label, value]) => `${bothLangs((copy) => copy.labels[label])}: ${value ?? bothLangs((copy) => copy.notGiven)}`,
    );
    const [label, text] = details.text;
    parts.push([...fields, '', `${bothLangs((copy) => copy.labels[label])}:`, text].join('\n'));
  }
  return {
    to,
    from,
    messageId: notificationMessageId(kind, record.id, from),
    subject: fill(SUBMISSION_TEXTS.en.notificationEmail[kind], { id: record.id, ...titleVars('en') }),
    text: parts.join('\n\n———\n\n'),
    headers: { [kind === 'enquiry' ? 'X-Enquiry-Id' : 'X-Application-Id']: String(record.id) },
  };
}
