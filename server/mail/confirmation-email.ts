import type Mail from 'nodemailer/lib/mailer';
import { budgetLabel } from '../../shared/content/budgets';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import type { StoredEnquiry } from '../enquiries/enquiry-store';

/**
 * The visitor's copy of their enquiry, in its language, with the reply promise. Only the
 * address they gave is in a header (To, without their name); the subject is the dictionary's,
 * so nobody can use the form to send someone else a message of their own wording.
 */
export function confirmationEmail(enquiry: StoredEnquiry, { from }: { from: string }): Mail.Options {
  const dict = DICTIONARIES[enquiry.locale];
  const { confirmationEmail: copy, contactForm: labels } = dict;
  const budget = budgetLabel(enquiry.budget, labels.budgets) ?? copy.notGiven;
  const lines = [
    copy.greeting.replace('{name}', enquiry.name),
    '',
    copy.intro,
    '',
    `${labels.name}: ${enquiry.name}`,
    `${labels.email}: ${enquiry.email}`,
    `${labels.phone}: ${enquiry.phone}`,
    `${labels.company}: ${enquiry.company ?? copy.notGiven}`,
    `${labels.budget}: ${budget}`,
    `${labels.project}:`,
    enquiry.project,
  ];
  return autoReply({ to: enquiry.email, from, subject: copy.subject, lines, closing: copy, headers: { 'X-Enquiry-Id': String(enquiry.id) } });
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
