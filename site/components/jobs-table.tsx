import { Link } from './link';
import type { Job, JobCardText, JobSlug } from '../../shared/content/types';
import { APPLY_SECTION, paths } from '../../shared/routes';
import { useCollection } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';

interface JobsTableProps {
  jobs: readonly Pick<Job, 'slug'>[];
  texts: Readonly<Record<JobSlug, JobCardText>>;
  /** Names the table and its scroll area for screen readers. */
  caption: string;
}

/**
 * The open positions as a real table. It keeps its columns at 768 px and scrolls sideways in
 * its own focusable region on narrow screens, so the page itself never does.
 */
export function JobsTable({ jobs, texts, caption }: JobsTableProps) {
  const { lang } = useI18n();
  const { columns, apply } = useCollection('copy').home.careers;
  return (
    <div className="jobs-table" role="region" aria-label={caption} tabIndex={0}>
      <table className="jobs-table__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.position}</th>
            <th scope="col">{columns.department}</th>
            <th scope="col">{columns.location}</th>
            <th scope="col">
              <span className="visually-hidden">{apply}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => {
            const text = texts[job.slug];
            return (
              <tr key={job.slug}>
                <th scope="row" className="jobs-table__position">
                  <Link className="jobs-table__title" to={paths.job(lang, job.slug)}>
                    {text.title}
                  </Link>
                </th>
                <td>{text.department}</td>
                <td>{text.location}</td>
                <td className="jobs-table__apply">
                  <Link className="jobs-table__link" to={`${paths.job(lang, job.slug)}#${APPLY_SECTION}`}>
                    {apply}
                    <span className="visually-hidden">{` ${text.title}`}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
