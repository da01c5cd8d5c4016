import type Mail from 'nodemailer/lib/mailer';
import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import { formatDuration } from '../../shared/i18n/format';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { STUDIO_TIME_ZONE } from '../../shared/content/studio';
import { zoneLabel } from '../../shared/time-zones';
import { mailbox } from '../../platform/mail/mailbox';
import { KIND_TEXTS, type KindTextsName } from '../../shared/submissions/texts/kind-texts';
import { SUBMISSION_TEXTS, type SubmissionTexts } from '../texts/submission-texts';
import type { MailSettings } from '../kinds/submission-kind';
import { receiptOf } from './confirmation-email';
import { recordIdHeader } from './message-ids';

type Copy = SubmissionTexts['notificationEmail'];
/** A field's label: one every kind has (name, email…) or one of the kind's own, in its texts' `notification`. */
type Label<Kind extends KindTextsName> = keyof Copy['labels'] | keyof (typeof KIND_TEXTS)[Kind]['en']['notification']['labels'];

/** One submission as its notification tells it. */
export interface NotificationOf<Kind extends KindTextsName> {
  /** The kind's name: its title, its promise and its labels in its texts, its desk link. */
  kind: Kind;
  record: { id: number; createdAt: string };
  /** The title's words besides the number, in a language: the position (our title, not what was sent). */
  titleVars(lang: Lang): Record<string, string>;
  /** When the reply the sender was promised is due. */
  due: Date;
  /** With NOTIFY_DETAILS=full: the sender's fields, labelled (null when not given), and their text last. */
  details: { fields: [Label<Kind>, string | null][]; text: [Label<Kind>, string] };
}

/** A label in both languages, "Name / Имя": the details are written once, below both parts. */
const bothLangs = (pick: (lang: Lang) => string) => LANGS.map(pick).join(' / ');

/**
 * The studio's notification of a submission (decision 0057), in both languages one after the
 * other: which form, its number, when it arrived (in the studio's zone, named), how long is left of the reply
 * promised, and a link to its record in the desk. By default nothing the sender typed is in it,
 * headers included: no Reply-To, their name in no subject. With NOTIFY_DETAILS=full their details
 * follow; a file is never attached: the desk serves it to the roles that may download it, and its
 * audit trail records who did.
 */
export function staffNotification<Kind extends KindTextsName>(
  { kind, record, titleVars, due, details }: NotificationOf<Kind>,
  {
    to,
    from,
    fromName,
    notifyDetails,
    recordLink,
  }: Pick<MailSettings, 'from' | 'fromName' | 'notifyDetails' | 'recordLink'> & { to: string },
): Mail.Options {
  const full = notifyDetails === 'full';
  // Composed when sent: the time left is the sending's.
  const left = due.getTime() - Date.now();
  const part = (lang: Lang) => {
    const copy = SUBMISSION_TEXTS[lang].notificationEmail;
    const own = KIND_TEXTS[kind][lang].notification;
    return [
      fill(own.title, { id: record.id, ...titleVars(lang) }),
      fill(copy.received, {
        ...receiptOf(record, lang, STUDIO_TIME_ZONE),
        zone: zoneLabel(new Date(record.createdAt), STUDIO_TIME_ZONE, lang),
      }),
      fill(left >= 0 ? copy.left : copy.late, { promise: own.promise, time: formatDuration(left, lang) }),
      fill(copy.link, { link: recordLink(kind, record.id, lang) }),
      full ? copy.withDetails : copy.withoutDetails,
    ].join('\n');
  };
  const parts = LANGS.map(part);
  if (full) {
    // The kind's labels and those every kind has, as one table.
    const labels = (lang: Lang) =>
      ({ ...SUBMISSION_TEXTS[lang].notificationEmail.labels, ...KIND_TEXTS[kind][lang].notification.labels }) as Record<
        Label<Kind>,
        string
      >;
    const labelOf = (label: Label<Kind>) => bothLangs((lang) => labels(lang)[label]);
    const fields = details.fields.map(
      ([label, value]) => `${labelOf(label)}: ${value ?? bothLangs((lang) => SUBMISSION_TEXTS[lang].notificationEmail.notGiven)}`,
    );
    const [label, text] = details.text;
    parts.push([...fields, '', `${labelOf(label)}:`, text].join('\n'));
  }
  return {
    to,
    from: mailbox(fromName, from),
    subject: fill(KIND_TEXTS[kind].en.notification.title, { id: record.id, ...titleVars('en') }),
    text: parts.join('\n\n———\n\n'),
    headers: recordIdHeader(kind, record.id),
  };
}
