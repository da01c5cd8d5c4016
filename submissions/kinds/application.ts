import { ApplicationSchema, applicationFieldErrors, type Application } from '../../shared/submissions/application';
import { CV_MAX_BYTES, CV_TYPES, type CvKind } from '../../shared/submissions/application-fields';
import { APPLICATION_STAGES } from '../../shared/submissions/statuses';
import { KIND_TEXTS } from '../../shared/submissions/texts/kind-texts';
import { closingDay, dayOf, isOpen, jobBySlug } from '../../shared/content/job-openings';
import { cleanCvName, cvKindOf } from '../../platform/database/cv-files';
import { applicationConfirmationEmail, applicationEmail, jobTitle } from '../emails/application-emails';
import { submissionView, type StoredApplication } from '../views';
import { CONSENT_CSV_COLUMNS, type SubmissionKind } from './submission-kind';

/**
 * A job application from a job page: POST /api/applications as a multipart form with the CV,
 * for a position that is open; staff read them at /api/applications and download the CV.
 */
export const APPLICATION: SubmissionKind<Application, StoredApplication, 'application'> = {
  name: 'application',
  texts: KIND_TEXTS.application,
  roles: ['admin', 'recruiting'],
  retention: {
    period: 'applicationMonths',
    /**
     * From its position's closing or its rejection, whichever is first. One whose position is no
     * longer in the content counts from arrival: nothing says when it closed, and it cannot be open.
     */
    since({ job: slug, status, rejectedAt, createdAt }) {
      const job = slug === null ? undefined : jobBySlug(slug);
      // The first moment the position is closed: the day after its `closes`.
      const starts = [
        job
          ? { why: 'application-job-closed', since: new Date(`${closingDay(job)}T00:00:00Z`) }
          : { why: 'application-received', since: createdAt },
      ];
      if (status === 'rejected') starts.push({ why: 'application-rejected', since: rejectedAt ?? createdAt });
      return starts.sort((a, b) => a.since.getTime() - b.since.getTime())[0]!;
    },
  },
  path: '/applications',
  body: 'multipart',
  file: {
    field: 'cv',
    maxBytes: CV_MAX_BYTES,
    typeOf: cvKindOf,
    contentType: (type) => CV_TYPES[type as CvKind],
    cleanName: (uploaded, type) => cleanCvName(uploaded, type as CvKind),
    errors: ({ application: { errors } }) => ({ missing: errors.cvMissing, type: errors.cvType, size: errors.cvSize }),
  },
  schema: ApplicationSchema,
  fieldErrors: applicationFieldErrors,
  requestErrors: ({ application: { errors } }) => ({
    unsupportedType: errors.unsupportedType,
    malformed: errors.malformed,
    tooLarge: errors.cvSize,
  }),
  check({ job }, { now, dict }) {
    const opening = typeof job === 'string' ? jobBySlug(job) : undefined;
    if (!opening) return { status: 400, error: dict.application.errors.job };
    return isOpen(opening, dayOf(now)) ? null : { status: 410, error: dict.application.errors.closed };
  },
  logFields: ({ job }) => ({ job }),
  store: ({ job, name, email, phone, portfolio, note }) => ({
    name,
    email,
    fields: { job, phone: phone ?? null, portfolio: portfolio ?? null, note },
    search: [name, email, job, note],
  }),
  view: (record) => {
    const { fields, file } = record;
    return {
      ...submissionView(record),
      job: fields.job ?? '',
      phone: fields.phone ?? null,
      portfolio: fields.portfolio ?? null,
      note: fields.note ?? '',
      cv: { file: file?.file ?? '', kind: (file?.type ?? 'pdf') as CvKind, bytes: file?.bytes ?? 0, name: file?.name ?? '' },
    };
  },
  emails: {
    notification: (application, settings) => applicationEmail(application, settings),
    confirmation: (application, settings) => applicationConfirmationEmail(application, settings),
    inbox: ({ careersTo }) => careersTo,
  },
  reply: {
    vars: ({ number, fields, locale }) => ({ id: String(number), job: jobTitle({ job: fields.job ?? '' }, locale) }),
    quoted: ({ fields }) => fields.note ?? '',
  },
  staff: {
    path: '/applications',
    // Its stage does not move when someone replies: a reply may invite to an interview or turn the applicant down.
    statuses: APPLICATION_STAGES,
    csvName: 'applications.csv',
    csvColumns: [
      'id',
      'createdAt',
      'job',
      'name',
      'email',
      'phone',
      'portfolio',
      'locale',
      ...CONSENT_CSV_COLUMNS,
      'note',
      'delivery',
      'assignee',
      'firstReplyAt',
      'status',
      'notes',
    ],
    messages: (api) => ({
      notFound: api.staffApplicationNotFound,
      nothingToResend: api.staffNothingToResend,
      fileMissing: api.staffCvMissing,
    }),
  },
};
