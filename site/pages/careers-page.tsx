import { Breadcrumb } from '../components/breadcrumb';
import { NumberedCards } from '../components/numbered-cards';
import { SectionHeading } from '../components/section-heading';
import { useCollection } from '../content-store/content-store';
import { Island } from '../islands/island';
import { usePageName } from '../i18n/i18n-context';
import type { PageProps } from './page-registry';

/** Open positions, searchable and filtered in the browser (the careers board island), and what we value. */
export default function CareersPage(_: PageProps) {
  const c = useCollection('copy').careers;
  const name = usePageName('careers');
  return (
    <>
      <div className="container page-section careers-page">
        <Breadcrumb trail={[{ label: name }]} />
        <SectionHeading level={1} title={name} subtitle={c.subtitle} />
        <Island name="careers-board" />
      </div>

      <section className="section section--surface" aria-labelledby="careers-values">
        <div className="container">
          <SectionHeading title={c.values.title} id="careers-values" />
          <NumberedCards className="grid grid--3 values-grid" items={c.values.items} />
        </div>
      </section>
    </>
  );
}
