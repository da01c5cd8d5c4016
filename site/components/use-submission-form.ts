import { useRef, useState, type FormEvent } from 'react';
import type { Dictionary } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';
import type { SubmissionRefusal } from '../../shared/submissions/form-fields';
import { useI18n } from '../i18n/i18n-context';
import { notify } from '../notices/notice-store';
import { focusFirstInvalid } from './focus-first-invalid';

/** What every form's lazily loaded sending code (site/requests/send-*.ts) offers. */
export interface SenderTools {
  newIdempotencyKey(): string;
  refusalOf(error: unknown): SubmissionRefusal | null;
}

/** What a form makes of what was typed, its sending code at hand: the messages to show, or what to send. */
export type Prepared<Field extends string> =
  { errors: Partial<Record<Field, string>> } | { fingerprint: string; deliver: (idempotencyKey: string) => Promise<unknown> };

/** How a form reads its fields and checks them with its schema, before anything is sent. */
export type PrepareForm<Field extends string, Sender> = (
  data: FormData,
  sender: Sender,
  page: { lang: Lang; dict: Dictionary },
) => Prepared<Field>;

interface SubmissionForm<Field extends string, Sender extends SenderTools> {
  /** The fields in form order: the first with a message gets the focus. */
  order: readonly Field[];
  /** The notice once it is stored. */
  sent: { title: string; description: string };
  /** The form's sending code (zod, its schema, its request), loaded when the visitor first touches the form. */
  load: () => Promise<Sender>;
  prepare: PrepareForm<Field, Sender>;
}

/**
 * What the site's forms share: their sending code loaded on first touch, the checks with focus on
 * the first message, one Idempotency-Key per filled form, the sending state, and the notices that
 * tell how sending went. Each form says how it reads its fields (`prepare`).
 */
export function useSubmissionForm<Field extends string, Sender extends SenderTools>({
  order,
  sent,
  load,
  prepare,
}: SubmissionForm<Field, Sender>) {
  const { lang, dict } = useI18n();
  const notices = dict.submission.notices;
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const loading = useRef(false);
  // One key per filled form: a retry of the same fields sends the same key (stored once);
  // changed fields are a new submission, and so is the next form after a success.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const showErrors = (form: HTMLFormElement, found: Partial<Record<Field, string>>) => {
    setErrors(found);
    focusFirstInvalid(form, found, order);
  };

  /** The form could not be sent and the server said nothing: what was typed stays. */
  const failed = () => notify({ variant: 'destructive', title: notices.errorTitle, description: notices.errorFallback });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    // Without its code the form cannot check or send: it keeps what was typed and says so.
    const sender = await load().catch(() => null);
    if (!sender) return failed();
    const prepared = prepare(data, sender, { lang, dict });
    if ('errors' in prepared) return showErrors(form, prepared.errors);
    setErrors({});
    setSending(true);
    try {
      if (attempt.current?.fingerprint !== prepared.fingerprint)
        attempt.current = { fingerprint: prepared.fingerprint, key: sender.newIdempotencyKey() };
      await prepared.deliver(attempt.current.key);
      attempt.current = null;
      form.reset();
      notify({ variant: 'default', ...sent });
    } catch (error) {
      const answer = sender.refusalOf(error);
      if (answer?.fields) showErrors(form, answer.fields as Partial<Record<Field, string>>);
      if (answer?.error) notify({ variant: 'destructive', title: notices.errorTitle, description: answer.error });
      else failed();
    } finally {
      setSending(false);
    }
  }

  /** Starts loading the sending code on the first focus or touch inside the form. */
  const onFirstTouch = () => {
    if (loading.current) return;
    loading.current = true;
    void load().catch(() => undefined);
  };

  return { sending, errors, onSubmit, onFirstTouch };
}

/** Milliseconds since the page began to load, not since the form's code arrived: a visitor may fill the form while it loads. */
export const fillTime = () => Math.round(performance.now());

/** The browser's IANA time zone: the confirmation email gives its times in it (the server drops one it does not know). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
