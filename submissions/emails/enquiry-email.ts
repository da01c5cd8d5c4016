import type Mail from 'nodemailer/lib/mailer';
import { budgetLabel } from '../../shared/content/budgets';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { LANG_NAMES } from '../../shared/i18n/langs';
import type { StoredEnquiry } from '../views';
import { notificationMessageId } from './message-ids';

/** Visitor text placed in a header: line breaks could otherwise start a header of their own. */
export const oneLine = (text: string) => text.replace(/[\r\n\t\u0085\u2028\u2029]+/g, ' ').trim();

/** The studio's notification of one enquiry: every field, the language, reply-to the visitor. */
export function enquiryEmail(enquiry: StoredEnquiry, { to, from }: { to: string; from: string }): Mail.Options {
  const budget = budgetLabel(enquiry.budget, DICTIONARIES.en.contactForm.budgets) ?? 'not given';
  const lines = [
    `New project enquiry #${enquiry.id} from the website.`,
    '',
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phone}`,
    `Company: ${enquiry.company ?? 'not given'}`,
    `Budget: ${budget}`,
    `Language: ${LANG_NAMES[enquiry.locale]} (${enquiry.locale})`,
    `Received: ${enquiry.createdAt}`,
    '',
    'Project:',
    enquiry.project,
    '',
    'Reply to this email to answer the visitor directly.',
  ];
  return {
    to,
    from,
    messageId: notificationMessageId('enquiry', enquiry.id, from),
    replyTo: { name: oneLine(enquiry.name), address: oneLine(enquiry.email) },
    subject: oneLine(`Enquiry from ${enquiry.name} — budget: ${budget}`),
    text: lines.join('\n'),
    headers: { 'X-Enquiry-Id': String(enquiry.id) },
  };
}
