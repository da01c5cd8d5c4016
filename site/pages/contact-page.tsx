import { Breadcrumb } from '../components/breadcrumb';
import { ContactPanel } from '../components/contact-panel';
import { SectionHeading } from '../components/section-heading';
import { useCollection } from '../content-store/content-store';
import { usePageName } from '../i18n/i18n-context';
import type { PageProps } from './page-registry';

/** The enquiry form with the studio's contact details. */
export default function ContactPage(_: PageProps) {
  const contact = useCollection('copy').contact;
  const name = usePageName('contact');
  return (
    <div className="container page-section contact-page">
      <Breadcrumb trail={[{ label: name }]} />
      <SectionHeading level={1} title={name} subtitle={contact.subtitle} />
      <ContactPanel />
    </div>
  );
}
