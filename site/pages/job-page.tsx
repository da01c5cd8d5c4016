import { useId } from 'react';
import { Link } from '../components/link';
import { plural } from '../../shared/i18n/plural';
import { isOpen, jobBySlug } from '../../shared/content/job-openings';
import type { JobSlug } from '../../shared/content/types';
import { APPLY_SECTION, paths } from '../../shared/routes';
import { Breadcrumb } from '../components/breadcrumb';
import { EmailText } from '../components/email-text';
import { STUDIO } from '../../shared/content/studio';
import { useCollection, useItem } from '../content-store/content-store';
import { formatDate, formatSalaryRange } from '../../shared/i18n/format';
import { Island } from '../islands/island';
import { useToday } from '../today-context';
import { useI18n, usePageName } from '../i18n/i18n-context';
import type { PageProps } from './page-registry';

/**
 * One position, with its application form while it is open, and a note saying it is closed
 * after its `closes` day. Only known slugs get here; others get the 404 screen.
 */
export default function JobPage({ match }: PageProps) {
  const { lang, dict, t } = useI18n();
  const slug = match.slug as JobSlug;
  const copy = useCollection('copy').careers;
  const text = useCollection('jobs')[slug];
  const detail = useItem('job', slug);
  const job = jobBySlug(slug)!;
  const open = isOpen(job, useToday());
  const titleId = useId();
  const apply = (
    <Link className="button" to={`#${APPLY_SECTION}`}>
      {copy.job.apply}
    </Link>
  );
  const facts = [
    text.department,
    text.location,
    job.experienceYears === null ? null : plural(copy.job.experience, job.experienceYears, lang, 'years'),
    copy.job.employmentTypes[job.employmentType],
    copy.job.salaryPerYear.replace('{range}', formatSalaryRange(job.salary, lang)),
  ].filter((fact): fact is string => fact !== null);
  const sections = [
    { key: 'responsibilities', title: copy.job.responsibilities, items: detail.responsibilities },
    { key: 'requirements', title: copy.job.requirements, items: detail.requirements },
    { key: 'benefits', title: copy.job.benefits, items: detail.benefits },
  ];

  return (
    <article className="container page-section job-page" aria-labelledby={titleId}>
      <Breadcrumb trail={[{ label: usePageName('careers'), to: paths.careers(lang) }, { label: text.title }]} />
      <Link className="back-link" to={paths.careers(lang)}>
        {copy.job.back}
      </Link>

      <header className="job-header">
        <h1 id={titleId} className="page-title job-header__title">
          {text.title}
        </h1>
        <ul className="job-facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {open && apply}
      </header>

      <div className="job-layout">
        <div className="job-body">
          <p className="lead job-body__description">{detail.description}</p>
          {sections.map((section) => (
            <section className="job-section" key={section.key} aria-labelledby={`job-${section.key}`}>
              <h2 id={`job-${section.key}`} className="job-section__title">
                {section.title}
              </h2>
              <ul className="job-list">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <aside className="job-apply" aria-labelledby={`${titleId}-apply`}>
          <h2 id={`${titleId}-apply`} className="job-apply__title">
            {text.title}
          </h2>
          <p className="job-apply__facts">{facts.join(' · ')}</p>
          {open && apply}
        </aside>
      </div>

      {open ? (
        <section id={APPLY_SECTION} className="job-application" aria-labelledby={`${titleId}-form`} tabIndex={-1}>
          <h2 id={`${titleId}-form`} className="job-application__title">
            {dict.application.title}
          </h2>
          <p className="job-application__intro">{dict.application.intro}</p>
          <Island name="job-application" />
        </section>
      ) : (
        <section className="job-application job-application--closed" aria-labelledby={`${titleId}-closed`}>
          <h2 id={`${titleId}-closed`} className="job-application__title">
            {dict.application.closedTitle}
          </h2>
          <p>
            <EmailText text={t('application.closedText', { date: formatDate(job.closes, lang) })} email={STUDIO.careersEmail} />
          </p>
          <Link className="button button--ghost" to={paths.careers(lang)}>
            {dict.application.openPositions}
          </Link>
        </section>
      )}
    </article>
  );
}
