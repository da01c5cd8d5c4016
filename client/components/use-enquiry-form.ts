import { useRef, useState, type FormEvent } from 'react';
import { ENQUIRY_FIELDS, type EnquiryField } from '../../shared/enquiry-fields';
import { useI18n } from '../i18n/i18n-context';
import { retryOnce } from '../retry-once';
import { notify } from '../notices/notice-store';

export type FieldErrors = Partial<Record<EnquiryField, string>>;

/** Name of the hidden field people never fill (bots do). */
export const HONEYPOT_FIELD = 'website';

const importSender = () => import('../requests/send-enquiry');
const loadSender = () => retryOnce(importSender);

/**
 * State and handlers of the contact form: validation with the shared schema, sending, the
 * notices, focus on the first invalid field. The sending code loads when the visitor first
 * touches the form.
 */
export function useEnquiryForm() {
  const { lang, dict } = useI18n();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // One key per filled form: a retry of the same fields sends the same key (stored once);
  // changed fields are a new enquiry, and so is the next form after a success.
  const attempt = useRef<{ fields: string; key: string } | null>(null);

  const focusFirst = (form: HTMLFormElement, fields: FieldErrors) => {
    const first = ENQUIRY_FIELDS.find((field) => fields[field]);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const enquiry = {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      company: text('company'),
      project: text('project'),
      budget: text('budget'),
      privacy: data.get('privacy') === 'on',
      locale: lang,
      website: text(HONEYPOT_FIELD),
      // Since the page began to load, not since the form's code arrived: a visitor may fill the
      // form while the code loads, and must not be taken for a bot for sending it soon after.
      fillMs: Math.round(performance.now()),
    };
    const failed = () =>
      notify({ variant: 'destructive', title: dict.enquiry.notices.errorTitle, description: dict.enquiry.notices.errorFallback });
    // Without its code the form cannot check or send: it keeps what was typed and says so.
    const sender = await loadSender().catch(() => null);
    if (!sender) return failed();
    const { EnquirySchema, enquiryFieldErrors, newIdempotencyKey, refusalOf, sendEnquiry } = sender;
    const parsed = EnquirySchema.safeParse(enquiry);
    if (!parsed.success) {
      const fields = enquiryFieldErrors(parsed.error, dict);
      setErrors(fields);
      focusFirst(form, fields);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const fields = JSON.stringify({ ...parsed.data, fillMs: undefined });
      if (attempt.current?.fields !== fields) attempt.current = { fields, key: newIdempotencyKey() };
      await sendEnquiry(parsed.data, attempt.current.key);
      attempt.current = null;
      form.reset();
      notify({ variant: 'default', title: dict.enquiry.notices.sentTitle, description: dict.enquiry.notices.sentText });
    } catch (error) {
      const answer = refusalOf(error);
      if (answer?.fields) {
        setErrors(answer.fields);
        focusFirst(form, answer.fields);
      }
      if (answer?.error) notify({ variant: 'destructive', title: dict.enquiry.notices.errorTitle, description: answer.error });
      else failed();
    } finally {
      setSending(false);
    }
  }

  return {
    sending,
    errors,
    onSubmit,
    /** Starts loading the sending code early, on the first focus inside the form. */
    prefetch: () => void loadSender().catch(() => undefined),
  };
}
