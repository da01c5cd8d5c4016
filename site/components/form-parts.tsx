import { paths } from '../../shared/routes';
import { useI18n } from '../i18n/i18n-context';
import { Link } from './link';
import { HONEYPOT_FIELD } from './use-enquiry-form';

/** The privacy consent every form of the site ends with; its message, if any, is `${id}-error`. */
export function PrivacyConsent({ id, error }: { id: string; error?: string }) {
  const { lang, dict } = useI18n();
  const labels = dict.contactForm;
  return (
    <div className="contact-form__wide">
      <div className="contact-form__consent">
        <input
          className="contact-form__checkbox"
          id={id}
          name="privacy"
          type="checkbox"
          required
          {...(error && { 'aria-invalid': true, 'aria-describedby': `${id}-error` })}
        />
        <label htmlFor={id}>
          {labels.privacyBefore}
          <Link to={paths.privacy(lang)}>{labels.privacyLink}</Link>
          {labels.privacyAfter}
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
