import { useId } from 'react';
import type { Dictionary } from '../../shared/i18n/dictionary';
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  CV_ACCEPT,
  CV_MAX_BYTES,
  CV_TYPES,
  type ApplicationField,
} from '../../shared/submissions/application-fields';
import { HONEYPOT_FIELD } from '../../shared/submissions/traps';
import { useI18n } from '../i18n/i18n-context';
import { retryOnce } from '../retry-once';
import { ConsentBoxes, fieldsOf, FormField, HoneypotField, SubmitButton, TextInput } from './form-parts';
import { browserTimeZone, fillTime, useSubmissionForm, type PrepareForm } from './use-submission-form';

const loadSender = () => retryOnce(() => import('../requests/send-application'));
type Sender = Awaited<ReturnType<typeof loadSender>>;

const CV_EXTENSION = new RegExp(`\\.(${Object.keys(CV_TYPES).join('|')})$`, 'i');

/** What the browser can tell of the CV before sending: that there is one, its size, its name. The server checks its content. */
function cvProblem(file: File | null, errors: Dictionary['application']['errors']): string | undefined {
  if (!file) return errors.cvMissing;
  if (file.size > CV_MAX_BYTES) return errors.cvSize;
  if (!CV_EXTENSION.test(file.name)) return errors.cvType;
  return undefined;
}

/** The application as the form holds it, checked with the shared schema and the CV's checks: the messages, or the multipart form to send. */
const prepareFor =
  (job: string): PrepareForm<ApplicationField, Sender> =>
  (data, sender, { lang, dict }) => {
    const text = (name: string) => String(data.get(name) ?? '');
    const chosen = data.get('cv');
    const cv = chosen instanceof File && chosen.size > 0 ? chosen : null;
    const fields = {
      job,
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      portfolio: text('portfolio'),
      note: text('note'),
      privacy: data.get('privacy') === 'on' ? 'on' : '',
      consent: data.get('consent') === 'on' ? 'on' : '',
      locale: lang,
      timeZone: browserTimeZone(),
      website: text(HONEYPOT_FIELD),
      fillMs: String(fillTime()),
    };
    const parsed = sender.ApplicationSchema.safeParse(fields);
    const errors: Partial<Record<ApplicationField, string>> = parsed.success ? {} : sender.applicationFieldErrors(parsed.error, dict);
    const cvError = cvProblem(cv, dict.application.errors);
    if (cvError) errors.cv = cvError;
    if (!cv || Object.keys(errors).length > 0) return { errors };

    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    // Last, so the server knows the position and the language before the file streams in.
    body.append('cv', cv, cv.name);
    return {
      fingerprint: JSON.stringify({ ...fields, fillMs: undefined, cv: [cv.name, cv.size, cv.lastModified] }),
      deliver: (key) => sender.sendApplication(body, key),
    };
  };

/** A job's application form: its fields; checking, sending and notices are the site's forms' own (useSubmissionForm). */
export function ApplicationForm({ job }: { job: string }) {
  const { dict } = useI18n();
  const labels = dict.application;
  const { sending, errors, onSubmit, onFirstTouch } = useSubmissionForm({
    order: APPLICATION_FIELDS,
    sent: { title: labels.sentTitle, description: labels.sentText },
    load: loadSender,
    prepare: prepareFor(job),
  });
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const { field, control } = fieldsOf<ApplicationField>(fieldId, errors);

  return (
    <form className="contact-form application-form" noValidate onSubmit={onSubmit} onFocus={onFirstTouch} onPointerDown={onFirstTouch}>
      <div className="contact-form__grid">
        <FormField {...field('name')} label={labels.name}>
          <TextInput kind="name" {...control('name')} required maxLength={APPLICATION_LIMITS.name} />
        </FormField>
        <FormField {...field('email')} label={labels.email}>
          <TextInput kind="email" {...control('email')} required maxLength={APPLICATION_LIMITS.email} />
        </FormField>
        <FormField {...field('phone')} label={labels.phone} optional>
          <TextInput kind="tel" {...control('phone')} maxLength={APPLICATION_LIMITS.phone} />
        </FormField>
        <FormField {...field('portfolio')} label={labels.portfolio} optional hint={labels.portfolioHint}>
          <TextInput kind="url" {...control('portfolio', { hint: true })} maxLength={APPLICATION_LIMITS.portfolio} />
        </FormField>
        <FormField {...field('note')} label={labels.note} wide>
          <textarea
            className="input contact-form__textarea"
            {...control('note')}
            rows={5}
            required
            maxLength={APPLICATION_LIMITS.note}
            placeholder={labels.notePlaceholder}
          />
        </FormField>
        <FormField {...field('cv')} label={labels.cv} wide hint={labels.cvHint}>
          <input className="input application-form__file" {...control('cv', { hint: true })} type="file" accept={CV_ACCEPT} required />
        </FormField>

        <ConsentBoxes fieldId={fieldId} errors={errors} />
        <HoneypotField id={fieldId(HONEYPOT_FIELD)} />
      </div>

      <SubmitButton sending={sending} labels={labels} />
    </form>
  );
}
