import { EnquirySchema, enquiryFieldErrors, type Enquiry } from '../../shared/submissions/enquiry';
import { KIND_TEXTS } from '../../shared/submissions/texts/kind-texts';
import { ENQUIRY_STATUSES } from '../../shared/submissions/statuses';
import { confirmationEmail } from '../emails/confirmation-email';
import { enquiryEmail } from '../emails/enquiry-email';
import { submissionView, type StoredEnquiry } from '../views';
import { CONSENT_CSV_COLUMNS, type SubmissionKind } from './submission-kind';

/** A project enquiry from the contact form: POST /api/contact as JSON; staff read them at /api/contacts. */
export const ENQUIRY: SubmissionKind<Enquiry, StoredEnquiry, 'enquiry'> = {
  name: 'enquiry',
  texts: KIND_TEXTS.enquiry,
  roles: ['admin', 'sales'],
  retention: {
    period: 'enquiryMonths',
    // From its last change: arrival, or the newest entry of its history.
    since: ({ createdAt, lastEventAt }) => ({
      why: 'enquiry-last-change',
      since: lastEventAt && lastEventAt > createdAt ? lastEventAt : createdAt,
    }),
  },
  path: '/contact',
  body: 'json',
  schema: EnquirySchema,
  fieldErrors: enquiryFieldErrors,
  requestErrors: (dict) => dict.enquiry.errors,
  store: ({ name, email, phone, company, project, budget }) => ({
    name,
    email,
    fields: { phone, company: company ?? null, project, budget: budget ?? null },
    search: [name, email, company ?? null, project],
  }),
  view: (record) => ({
    ...submissionView(record),
    phone: record.fields.phone ?? '',
    company: record.fields.company ?? null,
    project: record.fields.project ?? '',
    budget: record.fields.budget ?? null,
  }),
  emails: {
    notification: (enquiry, settings) => enquiryEmail(enquiry, settings),
    confirmation: (enquiry, settings) => confirmationEmail(enquiry, settings),
    inbox: ({ to }) => to,
  },
  reply: {
    vars: ({ number }) => ({ id: String(number) }),
    quoted: ({ fields }) => fields.project ?? '',
  },
  staff: {
    path: '/contacts',
    statuses: ENQUIRY_STATUSES,
    repliedStatus: 'replied',
    csvName: 'enquiries.csv',
    csvColumns: [
      'id',
      'createdAt',
      'name',
      'email',
      'phone',
      'company',
      'budget',
      'locale',
      ...CONSENT_CSV_COLUMNS,
      'project',
      'delivery',
      'deliveryAttempts',
      'assignee',
      'firstReplyAt',
      'status',
      'notes',
    ],
    messages: (api) => ({ notFound: api.staffEnquiryNotFound, nothingToResend: api.staffNothingToResend, fileMissing: api.staffCvMissing }),
  },
};
