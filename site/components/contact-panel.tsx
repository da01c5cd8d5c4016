import { Island } from '../islands/island';
import { ContactDetails } from './contact-form';

/** Form and contact details: side by side on wide screens, stacked on phones. */
export function ContactPanel() {
  return (
    <div className="contact-panel">
      <div className="contact-panel__form">
        <Island name="contact-form" />
      </div>
      <ContactDetails />
    </div>
  );
}
