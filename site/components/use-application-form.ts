import type { FormEvent } from 'react';
import { APPLICATION_FIELDS, CV_MAX_BYTES, CV_TYPES, type ApplicationField } from '../../shared/application-fields';
import type { PageDictionary } from '../../shared/i18n/dictionary';
import { useI18n } from '../i18n/i18n-context';
import { retryOnce } from '../retry-once';
import { HONEYPOT_FIELD } from './use-enquiry-form';
import { useFormSending } from './use-form-sending';

export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

const importSender = () => import('../requests/send-application');
const loadSender = () => retryOnce(importSender);

const CV_EXTENSION = new RegExp(`\\.(${Object.keys(CV_TYPES).join('|')})$`, 'i');

/** What the browser can tell of the CV before sending: that there is one, its size, its name. The server checks its content. */
function cvProblem(file: File | null, errors: PageDictionary['application']['errors']): string | undefined {
  if (!file) return errors.cvMissing;
  if (file.size > CV_MAX_BYTES) return errors.cvSize;
  if (!CV_EXTENSION.test(file.name)) return errors.cvType;
  return undefined;
}

/**
 * State and handlers of a job's application form: the shared schema's checks and the CV's,
 * sending the multipart form, the notices, focus on the first invalid field. The sending code
 * loads when the applicant first touches the form.
 */
export function useApplicationForm(job: string) {
  const { lang, dict } = useI18n();
  const { sending, errors, showErrors, failed, send } = useFormSending(APPLICATION_FIELDS, {
    title: dict.application.sentTitle,
    description: dict.application.sentText,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
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
      locale: lang,
      website: text(HONEYPOT_FIELD),
      // Since the page began to load, as for the enquiry (use-enquiry-form.ts).
      fillMs: String(Math.round(performance.now())),
    };
    const sender = await loadSender().catch(() => null);
    if (!sender) return failed();
    const parsed = sender.ApplicationSchema.safeParse(fields);
    const found: ApplicationErrors = parsed.success ? {} : sender.applicationFieldErrors(parsed.error, dict);
    const cvError = cvProblem(cv, dict.application.errors);
    if (cvError) found.cv = cvError;
    if (!cv || Object.keys(found).length > 0) return showErrors(form, found);

    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    // Last, so the server knows the position and the language before the file streams in.
    body.append('cv', cv, cv.name);
    const fingerprint = JSON.stringify({ ...fields, fillMs: undefined, cv: [cv.name, cv.size, cv.lastModified] });
    await send(form, fingerprint, sender, (key) => sender.sendApplication(body, key));
  }

  return {
    sending,
    errors,
    onSubmit,
    /** Starts loading the sending code early, on the first focus inside the form. */
    prefetch: () => void loadSender().catch(() => undefined),
  };
}
