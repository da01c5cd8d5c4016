import { useRef } from 'react';
import { BUDGETS } from '../../shared/content/budgets';
import { STUDIO } from '../../shared/content/studio';
import { ENQUIRY_LIMITS, type EnquiryField } from '../../shared/enquiry-fields';
import { useCollection } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';
import { HoneypotField, PrivacyConsent } from './form-parts';
import { HONEYPOT_FIELD, useEnquiryForm } from './use-enquiry-form';

const fieldId = (field: string) => `contact-${field}`;
const errorId = (field: EnquiryField) => `contact-${field}-error`;

/**
 * The enquiry form. Validation, sending, notices and focus live in `useEnquiryForm`; this
 * draws the fields.
 */
export function ContactForm() {
  const { dict } = useI18n();
  const labels = dict.contactForm;
  const { sending, errors, onSubmit, prefetch } = useEnquiryForm();
  const prefetched = useRef(false);

  const startLoading = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    prefetch();
  };

  /** Invalid state and the link to the message, for a field that has one. */
  const described = (field: EnquiryField) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {});

  const error = (field: EnquiryField) =>
    errors[field] ? (
      <p id={errorId(field)} className="contact-form__error">
        {errors[field]}
      </p>
    ) : null;

  const optional = <span className="contact-form__optional">{` (${labels.optional})`}</span>;

  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} onFocus={startLoading} onPointerDown={startLoading}>
      <div className="contact-form__grid">
        <div className="field">
          <label htmlFor={fieldId('name')}>{labels.name}</label>
          <input
            className="input"
            id={fieldId('name')}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={ENQUIRY_LIMITS.name}
            {...described('name')}
          />
          {error('name')}
        </div>

        <div className="field">
          <label htmlFor={fieldId('email')}>{labels.email}</label>
          <input
            className="input"
            id={fieldId('email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={ENQUIRY_LIMITS.email}
            {...described('email')}
          />
          {error('email')}
        </div>

        <div className="field">
          <label htmlFor={fieldId('phone')}>{labels.phone}</label>
          <input
            className="input"
            id={fieldId('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            maxLength={ENQUIRY_LIMITS.phone}
            {...described('phone')}
          />
          {error('phone')}
        </div>

        <div className="field">
          <label htmlFor={fieldId('company')}>
            {labels.company}
            {optional}
          </label>
          <input
            className="input"
            id={fieldId('company')}
            name="company"
            type="text"
            autoComplete="organization"
            maxLength={ENQUIRY_LIMITS.company}
            {...described('company')}
          />
          {error('company')}
        </div>

        <div className="field contact-form__wide">
          <label htmlFor={fieldId('project')}>{labels.project}</label>
          <textarea
            className="input contact-form__textarea"
            id={fieldId('project')}
            name="project"
            rows={6}
            required
            maxLength={ENQUIRY_LIMITS.project}
            placeholder={labels.projectPlaceholder}
            {...described('project')}
          />
          {error('project')}
        </div>

        <div className="field contact-form__wide">
          <label htmlFor={fieldId('budget')}>
            {labels.budget}
            {optional}
          </label>
          <div className="select">
            <select className="input select__input" id={fieldId('budget')} name="budget" defaultValue="" {...described('budget')}>
              <option value="" disabled>
                {labels.budgetPlaceholder}
              </option>
              {BUDGETS.map((budget) => (
                <option key={budget} value={budget}>
                  {dict.contactForm.budgets[budget]}
                </option>
              ))}
            </select>
          </div>
          {error('budget')}
        </div>

        <PrivacyConsent id={fieldId('privacy')} error={errors.privacy} />
        <HoneypotField id={fieldId(HONEYPOT_FIELD)} />
      </div>

      <button className="button contact-form__submit" type="submit" disabled={sending} aria-busy={sending}>
        {sending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}

/** The studio's email, phone and offices, shown beside the form. */
export function ContactDetails() {
  const { dict } = useI18n();
  const copy = useCollection('copy').contact;
  const offices = (['headquarters', 'bali'] as const).map((key) => ({
    key,
    label: dict.offices[key],
    ...STUDIO.offices[key],
  }));
  const tel = (phone: string) => `tel:${phone.replaceAll(' ', '')}`;

  return (
    <address className="contact-details">
      <dl className="contact-details__list">
        <div className="contact-details__row">
          <dt>{copy.emailLabel}</dt>
          <dd>
            <a className="contact-details__link" href={`mailto:${STUDIO.email}`}>
              {STUDIO.email}
            </a>
          </dd>
        </div>
        <div className="contact-details__row">
          <dt>{copy.phoneLabel}</dt>
          <dd>
            <a className="contact-details__link" href={tel(STUDIO.phone)}>
              {STUDIO.phone}
            </a>
          </dd>
        </div>
        <div className="contact-details__row">
          <dt>{copy.officesTitle}</dt>
          <dd>
            <ul className="contact-details__offices">
              {offices.map((office) => (
                <li key={office.key} className="contact-details__office">
                  <span className="contact-details__city">{office.label}</span>
                  <span>{office.street}</span>
                  <span>{`${office.city}, ${office.region} ${office.postalCode}`}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </address>
  );
}
