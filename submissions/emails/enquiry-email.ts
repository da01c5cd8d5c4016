import type Mail from 'nodemailer/lib/mailer';
import { budgetLabel } from '../../shared/content/budgets';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { LANG_NAMES } from '../../shared/i18n/langs';
import { enquiryReplyDue } from '../../shared/submissions/reply-promises';
import type { MailSettings } from '../kinds/submission-kind';
import type { StoredEnquiry } from '../views';
import { staffNotification } from './notification-email';

/** The studio's notification of one enquiry (notification-email.ts): its fields only with NOTIFY_DETAILS=full. */
export function enquiryEmail(
  enquiry: StoredEnquiry,
  settings: Pick<MailSettings, 'to' | 'from' | 'fromName' | 'notifyDetails' | 'recordLink'>,
): Mail.Options {
  return staffNotification(
    {
      kind: 'enquiry',
      record: enquiry,
      titleVars: () => ({}),
      due: enquiryReplyDue(new Date(enquiry.createdAt)),
      details: {
        fields: [
          ['name', enquiry.name],
          ['email', enquiry.email],
          ['phone', enquiry.phone],
          ['company', enquiry.company],
          ['budget', budgetLabel(enquiry.budget, DICTIONARIES.en.contactForm.budgets)],
          ['language', `${LANG_NAMES[enquiry.locale]} (${enquiry.locale})`],
        ],
        text: ['project', enquiry.project],
      },
    },
    settings,
  );
}
