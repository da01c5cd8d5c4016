import { useCollection } from '../../content-store/content-store';
import { ContactPanel } from '../contact-panel';
import { Reveal } from '../reveal';
import { SectionHeading } from '../section-heading';

/** Home: the enquiry form beside the studio's contact details. */
export function ContactSection() {
  const contact = useCollection('copy').home.contact;
  return (
    <section id="contact" className="section home-contact" aria-labelledby="contact-title">
      <div className="container">
        <SectionHeading title={contact.title} subtitle={contact.subtitle} id="contact-title" />
        <Reveal>
          <ContactPanel />
        </Reveal>
      </div>
    </section>
  );
}
