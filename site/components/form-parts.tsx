import type { InputHTMLAttributes, ReactNode } from 'react';
import { paths } from '../../shared/routes';
import { HONEYPOT_FIELD } from '../../shared/submissions/traps';
import { useI18n } from '../i18n/i18n-context';
import { Link } from './link';

/** A control's invalid state and the ids of its hint and its message (`${id}-hint`, `${id}-error`). */
function describedBy(id: string, { error, hint = false }: { error?: string | undefined; hint?: boolean }) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { ...(error && { 'aria-invalid': true as const }), ...(ids && { 'aria-describedby': ids }) };
}

/** A form's fields and their controls, each tied by its field's id to its label, hint and message. */
export function fieldsOf<F extends string>(fieldId: (field: string) => string, errors: Partial<Record<F, string>>) {
  return {
    field: (name: F) => ({ id: fieldId(name), error: errors[name] }),
    control: (name: F, { hint = false } = {}) => ({
      id: fieldId(name),
      name,
      ...describedBy(fieldId(name), { error: errors[name], hint }),
    }),
  };
}

/** What each kind of one-line text the forms ask for tells the browser: its type, its keyboard, its autofill. */
const TEXT_KINDS = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  tel: { type: 'tel', autoComplete: 'tel' },
  url: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  organization: { type: 'text', autoComplete: 'organization' },
} as const;

/** A one-line text control of a kind; its id, name and ARIA come from `fieldsOf(…).control`. */
export function TextInput({ kind, ...props }: { kind: keyof typeof TEXT_KINDS } & InputHTMLAttributes<HTMLInputElement>) {
  return <input className="input" {...TEXT_KINDS[kind]} {...props} />;
}

/** One field of a form: its label (marked optional where it is), its control, its hint and its message, tied by ids. */
export function FormField({
  id,
  label,
  error,
  hint,
  optional = false,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  const { dict } = useI18n();
  return (
    <div className={wide ? 'field contact-form__wide' : 'field'}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="contact-form__optional">{` (${dict.contactForm.optional})`}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="application-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="contact-form__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A required box whose label links to a legal page; its message, if any, is `${id}-error`. */
function LegalBox({ id, name, error }: { id: string; name: 'privacy' | 'consent'; error?: string | undefined }) {
  const { lang, dict } = useI18n();
  const labels = dict.contactForm;
  const [before, link, after] =
    name === 'privacy'
      ? [labels.privacyBefore, labels.privacyLink, labels.privacyAfter]
      : [labels.consentBefore, labels.consentLink, labels.consentAfter];
  return (
    <div className="contact-form__wide">
      <div className="contact-form__consent">
        <input className="contact-form__checkbox" id={id} name={name} type="checkbox" required {...describedBy(id, { error })} />
        <label htmlFor={id}>
          {before}
          <Link to={paths[name](lang)}>{link}</Link>
          {after}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="contact-form__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The two boxes every form of the site ends with: the privacy policy read, and the consent to
 * processing, given apart from accepting any document (decision 0036).
 */
export function ConsentBoxes({
  fieldId,
  errors,
}: {
  fieldId: (field: string) => string;
  errors: Partial<Record<'privacy' | 'consent', string>>;
}) {
  return (
    <>
      <LegalBox id={fieldId('privacy')} name="privacy" error={errors.privacy} />
      <LegalBox id={fieldId('consent')} name="consent" error={errors.consent} />
    </>
  );
}

/** A field people never see, so never fill; scripts that fill every input do. */
export function HoneypotField({ id }: { id: string }) {
  const { dict } = useI18n();
  return (
    <div className="contact-form__trap" aria-hidden="true">
      <label htmlFor={id}>{dict.contactForm.honeypot}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The submit button, busy while the form is sent. */
export function SubmitButton({ sending, labels }: { sending: boolean; labels: { submit: string; sending: string } }) {
  return (
    <button className="button contact-form__submit" type="submit" disabled={sending} aria-busy={sending}>
      {sending ? labels.sending : labels.submit}
    </button>
  );
}
