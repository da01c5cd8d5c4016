import { join } from 'node:path';
import type Mail from 'nodemailer/lib/mailer';
import { CV_TYPES } from '../../shared/application-fields';
import type { JobSlug } from '../../shared/content/types';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { formatFileSize } from '../../shared/i18n/format';
import { LANG_NAMES, type Lang } from '../../shared/i18n/langs';
import { LANG_TEXTS } from '../../shared/lang-texts';
import type { StoredApplication } from '../applications/application-store';
import { autoReply } from './confirmation-email';
import { oneLine } from './enquiry-email';

const jobTitle = (application: StoredApplication, lang: Lang) => LANG_TEXTS[lang].content.jobs[application.job as JobSlug]?.title ?? application.job;

/** The studio's notification of one application: every field, the CV attached, reply-to the applicant. */
export function applicationEmail(application: StoredApplication, { to, from, cvDir }: { to: string; from: string; cvDir: string }): Mail.Options {
  const { cv } = application;
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
    replyTo: { name: oneLine(application.name), address: oneLine(application.email) },
    subject: oneLine(`Application from ${application.name} — ${jobTitle(application, 'en')}`),
    text: lines.join('\n'),
    attachments: [{ filename: cv.name, path: join(cvDir, cv.file), contentType: CV_TYPES[cv.kind] }],
    headers: { 'X-Application-Id': String(application.id) },
  };
}

/** The applicant's confirmation, in their language; as with enquiries, only their address is in a header and the wording is ours. */
export function applicationConfirmationEmail(application: StoredApplication, { from }: { from: string }): Mail.Options {
  const copy = DICTIONARIES[application.locale].applicationEmail;
  const job = jobTitle(application, application.locale);
  const lines = [
    copy.greeting.replace('{name}', application.name),
    '',
    copy.intro.replace('{job}', job).replace('{file}', application.cv.name),
  ];
  return autoReply({ to: application.email, from, subject: copy.subject.replace('{job}', job), lines, closing: copy, headers: { 'X-Application-Id': String(application.id) } });
}
