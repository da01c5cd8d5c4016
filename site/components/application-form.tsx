import { useId, useRef, type ReactNode } from 'react';
import { APPLICATION_LIMITS, CV_ACCEPT, type ApplicationField } from '../../shared/application-fields';
import { useI18n } from '../i18n/i18n-context';
import { HoneypotField, PrivacyConsent } from './form-parts';
import { HONEYPOT_FIELD } from './use-enquiry-form';
import { useApplicationForm } from './use-application-form';

/**
 * A job's application form. Checks, sending and notices live in `useApplicationForm`; this
 * draws the fields, each with its label, hint and message tied to it for screen readers.
 */
export function ApplicationForm({ job }: { job: string }) {
  const { dict } = useI18n();
  const labels = dict.application;
  const { sending, errors, onSubmit, prefetch } = useApplicationForm(job);
  const prefetched = useRef(false);
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;

  const startLoading = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    prefetch();
  };

  /** The field's hint and message, by id, and its invalid state. */
  const described = (field: ApplicationField, hint = false) => {
    const ids = [hint && `${fieldId(field)}-hint`, errors[field] && `${fieldId(field)}-error`].filter(Boolean).join(' ');
    return { ...(errors[field] && { 'aria-invalid': true as const }), ...(ids && { 'aria-describedby': ids }) };
  };

  const field = (
    name: ApplicationField,
    label: string,
    control: ReactNode,
    { hint, optional, wide }: { hint?: string; optional?: boolean; wide?: boolean } = {},
  ) => (
    <div className={wide ? 'field contact-form__wide' : 'field'}>
      <label htmlFor={fieldId(name)}>
        {label}
        {optional && <span className="contact-form__optional">{` (${dict.contactForm.optional})`}</span>}
      </label>
      {control}
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="application-form__hint">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`${fieldId(name)}-error`} className="contact-form__error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="contact-form application-form" noValidate onSubmit={onSubmit} onFocus={startLoading} onPointerDown={startLoading}>
      <div className="contact-form__grid">
        {field(
          'name',
          labels.name,
          <input
            className="input"
            id={fieldId('name')}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={APPLICATION_LIMITS.name}
            {...described('name')}
          />,
        )}
        {field(
          'email',
          labels.email,
          <input
            className="input"
            id={fieldId('email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={APPLICATION_LIMITS.email}
            {...described('email')}
          />,
        )}
        {field(
          'phone',
          labels.phone,
          <input
            className="input"
            id={fieldId('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={APPLICATION_LIMITS.phone}
            {...described('phone')}
          />,
          { optional: true },
        )}
        {field(
          'portfolio',
          labels.portfolio,
          <input
            className="input"
            id={fieldId('portfolio')}
            name="portfolio"
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={APPLICATION_LIMITS.portfolio}
            {...described('portfolio', true)}
          />,
          { optional: true, hint: labels.portfolioHint },
        )}
        {field(
          'note',
          labels.note,
          <textarea
            className="input contact-form__textarea"
            id={fieldId('note')}
            name="note"
            rows={5}
            required
            maxLength={APPLICATION_LIMITS.note}
            placeholder={labels.notePlaceholder}
            {...described('note')}
          />,
          { wide: true },
        )}
        {field(
          'cv',
          labels.cv,
          <input
            className="input application-form__file"
            id={fieldId('cv')}
            name="cv"
            type="file"
            accept={CV_ACCEPT}
            required
            {...described('cv', true)}
          />,
          { wide: true, hint: labels.cvHint },
        )}

        <PrivacyConsent id={fieldId('privacy')} error={errors.privacy} />
        <HoneypotField id={fieldId(HONEYPOT_FIELD)} />
      </div>

      <button className="button contact-form__submit" type="submit" disabled={sending} aria-busy={sending}>
        {sending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
