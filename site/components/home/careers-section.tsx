import { Link } from '../link';
import { openJobs } from '../../../shared/content/job-openings';
import { paths } from '../../../shared/routes';
import { useCollection } from '../../content-store/content-store';
import { useI18n } from '../../i18n/i18n-context';
import { JobsTable } from '../jobs-table';
import { Reveal } from '../reveal';
import { SectionHeading } from '../section-heading';
import { useToday } from '../../today-context';

/** Home: every open position with its apply link, and the way to the careers page. */
export function CareersSection() {
  const { lang } = useI18n();
  const careers = useCollection('copy').home.careers;
  const texts = useCollection('jobs');
  return (
    <section id="careers" className="section section--surface home-careers" aria-labelledby="careers-title">
      <div className="container">
        <SectionHeading
          title={careers.title}
          subtitle={careers.subtitle}
          id="careers-title"
          action={
            <Link className="link-arrow" to={paths.careers(lang)}>
              {careers.viewAll}
            </Link>
          }
        />
        <Reveal>
          <JobsTable jobs={openJobs(useToday())} texts={texts} caption={careers.title} />
        </Reveal>
      </div>
    </section>
  );
}
