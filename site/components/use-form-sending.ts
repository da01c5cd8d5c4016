import { useRef, useState } from 'react';
import type { Refusal } from '../requests/form-answers';
import { useI18n } from '../i18n/i18n-context';
import { notify } from '../notices/notice-store';
import { focusFirstInvalid } from './focus-first-invalid';

/** What sending needs from the form's lazily loaded code (site/requests). */
export interface SenderTools {
  newIdempotencyKey(): string;
  refusalOf(error: unknown): Refusal | null;
}

/**
 * What the site's forms share: the field messages with focus on the first, the sending state,
 * one Idempotency-Key per filled form, and the notices that tell how sending went.
 */
export function useFormSending<Field extends string>(order: readonly Field[], sent: { title: string; description: string }) {
  const { dict } = useI18n();
  const notices = dict.enquiry.notices;
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // One key per filled form: a retry of the same fields sends the same key (stored once);
  // changed fields are a new submission, and so is the next form after a success.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const showErrors = (form: HTMLFormElement, found: Partial<Record<Field, string>>) => {
    setErrors(found);
    focusFirstInvalid(form, found, order);
  };

  /** The form could not be sent and the server said nothing: what was typed stays. */
  const failed = () => notify({ variant: 'destructive', title: notices.errorTitle, description: notices.errorFallback });

  /** Sends what `fingerprint` describes with its key; resets the form on success, shows the server's reasons otherwise. */
  async function send(
    form: HTMLFormElement,
    fingerprint: string,
    tools: SenderTools,
    deliver: (idempotencyKey: string) => Promise<unknown>,
  ): Promise<void> {
    setErrors({});
    setSending(true);
    try {
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: tools.newIdempotencyKey() };
      await deliver(attempt.current.key);
      attempt.current = null;
      form.reset();
      notify({ variant: 'default', ...sent });
    } catch (error) {
      const answer = tools.refusalOf(error);
      if (answer?.fields) showErrors(form, answer.fields as Partial<Record<Field, string>>);
      if (answer?.error) notify({ variant: 'destructive', title: notices.errorTitle, description: answer.error });
      else failed();
    } finally {
      setSending(false);
    }
  }

  return { sending, errors, showErrors, failed, send };
}
