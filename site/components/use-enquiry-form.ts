import type { FormEvent } from 'react';
import { ENQUIRY_FIELDS } from '../../shared/enquiry-fields';
import { useI18n } from '../i18n/i18n-context';
import { retryOnce } from '../retry-once';
import { useFormSending } from './use-form-sending';

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
  const { sending, errors, showErrors, failed, send } = useFormSending(ENQUIRY_FIELDS, {
    title: dict.enquiry.notices.sentTitle,
    description: dict.enquiry.notices.sentText,
  });

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
    // Without its code the form cannot check or send: it keeps what was typed and says so.
    const sender = await loadSender().catch(() => null);
    if (!sender) return failed();
    const parsed = sender.EnquirySchema.safeParse(enquiry);
    if (!parsed.success) return showErrors(form, sender.enquiryFieldErrors(parsed.error, dict));
    const fingerprint = JSON.stringify({ ...parsed.data, fillMs: undefined });
    await send(form, fingerprint, sender, (key) => sender.sendEnquiry(parsed.data, key));
  }

  return {
    sending,
    errors,
    onSubmit,
    /** Starts loading the sending code early, on the first focus inside the form. */
    prefetch: () => void loadSender().catch(() => undefined),
  };
}
