import { useId } from 'react';
import { Link } from '../components/link';
import { plural } from '../../shared/i18n/plural';
import { JOBS } from '../../shared/content/jobs/base';
import type { JobSlug } from '../../shared/content/types';
import { paths, POSITION_PARAM } from '../../shared/routes';
import { Breadcrumb } from '../components/breadcrumb';
import { useCollection, useItem } from '../content/content-store';
import { formatSalaryRange } from '../../shared/i18n/format';
import { useI18n, usePageName } from '../i18n/i18n-context';
import type { PageProps } from './page-registry';

/** One open position. Only known slugs get here; others get the 404 screen. */
export default function JobPage({ match }: PageProps) {
  const { lang } = useI18n();
  const slug = match.slug as JobSlug;
  const copy = useCollection('copy').careers;
  const text = useCollection('jobs')[slug];
  const detail = useItem('job', slug);
  const job = JOBS.find((item) => item.slug === slug)!;
  const titleId = useId();

  // The contact form fills its project field from the position.
  const applyTo = `${paths.contact(lang)}?${POSITION_PARAM}=${encodeURIComponent(text.title)}`;
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
        <h1 id={titleId} className="page-title job-header__title">{text.title}</h1>
        <ul className="job-facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <Link className="button" to={applyTo}>
          {copy.job.apply}
        </Link>
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
          <Link className="button" to={applyTo}>
            {copy.job.apply}
          </Link>
        </aside>
      </div>
    </article>
  );
}
