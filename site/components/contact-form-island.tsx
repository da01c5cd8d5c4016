import { Notices } from '../notices/notices';
import { ContactForm } from './contact-form';

/** The enquiry form with the notices that tell how sending went (docs/requirements.md section 8). */
export function ContactFormIsland() {
  return (
    <>
      <ContactForm />
      <Notices />
    </>
  );
}
