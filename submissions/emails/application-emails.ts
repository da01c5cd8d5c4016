import type Mail from 'nodemailer/lib/mailer';
import type { CvStore } from '../../platform/database/cv-store';
import { CV_TYPES } from '../../shared/submissions/application-fields';
import type { JobSlug } from '../../shared/content/types';
import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import { KIND_TEXTS } from '../../shared/submissions/texts/kind-texts';
import { formatFileSize } from '../../shared/i18n/format';
import { LANG_NAMES, type Lang } from '../../shared/i18n/langs';
import { LANG_TEXTS } from '../../shared/lang-texts';
import type { StoredApplication } from '../views';
import { autoReply, greetingOf, receiptOf } from './confirmation-email';
import { oneLine } from './enquiry-email';
import { notificationMessageId } from './message-ids';

/** The position's title in a language (ours, not what the applicant sent), or its slug when the content has no such position. */
export const jobTitle = ({ job }: { job: string }, lang: Lang) => LANG_TEXTS[lang].content.jobs[job as JobSlug]?.title ?? job;

/**
 * The studio's notification of one application: every field, the CV attached, reply-to the
 * applicant. A CV not found fails it, and the outbox tries again later.
 */
export async function applicationEmail(
  application: StoredApplication,
  { to, from, cvs }: { to: string; from: string; cvs: CvStore },
): Promise<Mail.Options> {
  const { cv } = application;
  const content = await cvs.read(cv.file);
  if (!content) throw new Error(`the CV of application ${application.id} is not in the store`);
  const lines = [
    `New application #${application.id} for ${jobTitle(application, 'en')} from the website.`,
    '',
    `Name: ${application.name}`,
    `Email: ${application.email}`,
    `Phone: ${application.phone ?? 'not given'}`,
    `Portfolio: ${application.portfolio ?? 'not given'}`,
    `CV: ${cv.name} (${cv.kind.toUpperCase()}, ${formatFileSize(cv.bytes, 'en')}), attached`,
    `Language: ${LANG_NAMES[application.locale]} (${application.locale})`,
    `Received: ${application.createdAt}`,
    '',
    'Note:',
    application.note,
    '',
    'Reply to this email to answer the applicant directly.',
  ];
  return {
    to,
    from,
    messageId: notificationMessageId('application', application.id, from),
    replyTo: { name: oneLine(application.name), address: oneLine(application.email) },
    subject: oneLine(`Application from ${application.name} — ${jobTitle(application, 'en')}`),
    text: lines.join('\n'),
    attachments: [{ filename: cv.name, content, contentType: CV_TYPES[cv.kind] }],
    headers: { 'X-Application-Id': String(application.id) },
  };
}

/**
 * The applicant's confirmation, in their language: that their application for the position (its
 * title is ours) reached us, when, its number, and when we reply. As with enquiries, nothing else
 * the applicant typed is in it (no note, no file name), their name only when it is plainly one.
 */
export function applicationConfirmationEmail(application: StoredApplication, { from }: { from: string }): Mail.Options {
  const copy = KIND_TEXTS.application[application.locale].confirmationEmail;
  const job = jobTitle(application, application.locale);
  const lines = [greetingOf(copy, application.name), '', fill(copy.intro, { job, ...receiptOf(application, application.locale) })];
  return autoReply({
    to: application.email,
    from,
    subject: fill(copy.subject, { job }),
    lines,
    closing: copy,
    headers: { 'X-Application-Id': String(application.id) },
  });
}
