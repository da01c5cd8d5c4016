import type Mail from 'nodemailer/lib/mailer';
import type { JobSlug } from '../../shared/content/types';
import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import { KIND_TEXTS } from '../../shared/submissions/texts/kind-texts';
import { LANG_NAMES, type Lang } from '../../shared/i18n/langs';
import { LANG_TEXTS } from '../../shared/lang-texts';
import { applicationReplyDue } from '../../shared/submissions/reply-promises';
import { mailbox } from '../../platform/mail/mailbox';
import type { MailSettings } from '../kinds/submission-kind';
import type { StoredApplication } from '../views';
import { arrivalOf, autoReply } from './confirmation-email';
import { recordIdHeader } from './message-ids';
import { staffNotification } from './notification-email';

/** The position's title in a language (ours, not what the applicant sent), or its slug when the content has no such position. */
export const jobTitle = ({ job }: { job: string }, lang: Lang) => LANG_TEXTS[lang].content.jobs[job as JobSlug]?.title ?? job;

/** The studio's notification of one application (notification-email.ts): its fields only with NOTIFY_DETAILS=full, its CV never. */
export function applicationEmail(
  application: StoredApplication,
  { careersTo, ...settings }: Pick<MailSettings, 'careersTo' | 'from' | 'fromName' | 'notifyDetails' | 'recordLink'>,
): Mail.Options {
  return staffNotification(
    {
      kind: 'application',
      record: application,
      titleVars: (lang) => ({ job: jobTitle(application, lang) }),
      due: applicationReplyDue(new Date(application.createdAt)),
      details: {
        fields: [
          ['name', application.name],
          ['email', application.email],
          ['phone', application.phone],
          ['portfolio', application.portfolio],
          ['language', `${LANG_NAMES[application.locale]} (${application.locale})`],
        ],
        text: ['note', application.note],
      },
    },
    { ...settings, to: careersTo },
  );
}

/**
 * The applicant's confirmation, in their language: that their application for the position (its
 * title is ours) reached us, when, its number, and when we reply. As with enquiries, nothing the
 * applicant typed is in it (no name, no note, no file name).
 */
export function applicationConfirmationEmail(
  application: StoredApplication,
  { from, fromName }: Pick<MailSettings, 'from' | 'fromName'>,
): Mail.Options {
  const copy = KIND_TEXTS.application[application.locale].confirmationEmail;
  const job = jobTitle(application, application.locale);
  const lines = [copy.greeting, '', fill(copy.intro, { job, ...arrivalOf(application, application.locale) })];
  return autoReply({
    to: application.email,
    from: mailbox(fromName, from),
    subject: fill(copy.subject, { job }),
    lines,
    closing: copy,
    headers: recordIdHeader('application', application.id),
  });
}
