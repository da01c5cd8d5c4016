import { BUDGETS } from '../../shared/content/budgets';
import { STUDIO } from '../../shared/content/studio';
import { ENQUIRY_FIELDS, ENQUIRY_LIMITS } from '../../shared/submissions/enquiry-fields';
import { HONEYPOT_FIELD } from '../../shared/submissions/traps';
import { useCollection } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';
import { retryOnce } from '../retry-once';
import { ConsentBoxes, fieldsOf, FormField, HoneypotField, SubmitButton, TextInput } from './form-parts';
import { browserTimeZone, fillTime, useSubmissionForm, type PrepareForm } from './use-submission-form';

const loadSender = () => retryOnce(() => import('../requests/send-enquiry'));
type Sender = Awaited<ReturnType<typeof loadSender>>;
type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

const fieldId = (field: string) => `contact-${field}`;

/** The enquiry as the form holds it, checked with the shared schema: the messages, or what to send. */
const prepare: PrepareForm<EnquiryField, Sender> = (data, sender, { lang, dict }) => {
  const text = (name: string) => String(data.get(name) ?? '');
  const enquiry = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    project: text('project'),
    budget: text('budget'),
    privacy: data.get('privacy') === 'on',
    consent: data.get('consent') === 'on',
    locale: lang,
    timeZone: browserTimeZone(),
    website: text(HONEYPOT_FIELD),
    fillMs: fillTime(),
  };
  const parsed = sender.EnquirySchema.safeParse(enquiry);
  if (!parsed.success) return { errors: sender.enquiryFieldErrors(parsed.error, dict) };
  return { fingerprint: JSON.stringify({ ...parsed.data, fillMs: undefined }), deliver: (key) => sender.sendEnquiry(parsed.data, key) };
};

/** The enquiry form: its fields; checking, sending and notices are the site's forms' own (useSubmissionForm). */
export function ContactForm() {
  const { dict } = useI18n();
  const labels = dict.contactForm;
  const { sending, errors, onSubmit, onFirstTouch } = useSubmissionForm({
    order: ENQUIRY_FIELDS,
    sent: { title: dict.enquiry.sentTitle, description: dict.enquiry.sentText },
    load: loadSender,
    prepare,
  });
  const { field, control } = fieldsOf<EnquiryField>(fieldId, errors);

  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} onFocus={onFirstTouch} onPointerDown={onFirstTouch}>
      <div className="contact-form__grid">
        <FormField {...field('name')} label={labels.name}>
          <TextInput kind="name" {...control('name')} required maxLength={ENQUIRY_LIMITS.name} />
        </FormField>
        <FormField {...field('email')} label={labels.email}>
          <TextInput kind="email" {...control('email')} required maxLength={ENQUIRY_LIMITS.email} />
        </FormField>
        <FormField {...field('phone')} label={labels.phone}>
          <TextInput kind="tel" {...control('phone')} required maxLength={ENQUIRY_LIMITS.phone} />
        </FormField>
        <FormField {...field('company')} label={labels.company} optional>
          <TextInput kind="organization" {...control('company')} maxLength={ENQUIRY_LIMITS.company} />
        </FormField>
        <FormField {...field('project')} label={labels.project} wide>
          <textarea
            className="input contact-form__textarea"
            {...control('project')}
            rows={6}
            required
            maxLength={ENQUIRY_LIMITS.project}
            placeholder={labels.projectPlaceholder}
          />
        </FormField>
        <FormField {...field('budget')} label={labels.budget} optional wide>
          <div className="select">
            <select className="input select__input" {...control('budget')} defaultValue="">
              <option value="" disabled>
                {labels.budgetPlaceholder}
              </option>
              {BUDGETS.map((budget) => (
                <option key={budget} value={budget}>
                  {labels.budgets[budget]}
                </option>
              ))}
            </select>
          </div>
        </FormField>

        <ConsentBoxes fieldId={fieldId} errors={errors} />
        <HoneypotField id={fieldId(HONEYPOT_FIELD)} />
      </div>

      <SubmitButton sending={sending} labels={labels} />
    </form>
  );
}

/** The studio's email and offices, shown beside the form. */
export function ContactDetails() {
  const { dict } = useI18n();
  const copy = useCollection('copy').contact;
  const offices = (['headquarters', 'bali'] as const).map((key) => ({
    key,
    label: dict.offices[key],
    ...STUDIO.offices[key],
  }));

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
              <li className="contact-details__office">{dict.hubs}</li>
            </ul>
          </dd>
        </div>
      </dl>
    </address>
  );
}
