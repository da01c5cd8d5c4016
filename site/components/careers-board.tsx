import { useId, useRef, useState } from 'react';
import { ALL, filterJobs, filterOptionList, type JobFilterField } from '../../shared/content/job-filters';
import { openJobs } from '../../shared/content/job-openings';
import { plural } from '../../shared/i18n/plural';
import { useCollection } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';
import { STUDIO } from '../../shared/content/studio';
import { EmailText } from './email-text';
import { JobsTable } from './jobs-table';
import { useEnteredBeforeHydration } from './use-entered-before-hydration';
import { useToday } from '../today-context';

const NO_FILTERS = { query: '', department: ALL, location: ALL };

/** Open positions with a title search and department and location dropdowns, all client-side (an island). */
export function CareersBoard() {
  const { lang } = useI18n();
  const copy = useCollection('copy');
  const texts = useCollection('jobs');
  const c = copy.careers;
  const id = useId();
  const [filters, setFilters] = useState(NO_FILTERS);
  const form = useRef<HTMLFormElement>(null);
  useEnteredBeforeHydration(form, (entered) =>
    setFilters({
      query: entered.get('query') ?? '',
      department: entered.get('department') ?? ALL,
      location: entered.get('location') ?? ALL,
    }),
  );

  const jobs = openJobs(useToday());
  const ordered = jobs.map((job) => texts[job.slug]);
  const shown = filterJobs(jobs, texts, filters, lang);
  const set = (field: keyof typeof NO_FILTERS) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFilters((current) => ({ ...current, [field]: value }));
  };

  const select = (field: JobFilterField, label: string) => (
    <div className="field careers-filters__field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <div className="select">
        <select id={`${id}-${field}`} className="input select__input" name={field} value={filters[field]} onChange={set(field)}>
          <option value={ALL}>{c.allOption}</option>
          {filterOptionList(ordered, field, lang).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );

  return (
    <>
      <form ref={form} className="careers-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field careers-filters__field careers-filters__field--search">
          <label htmlFor={`${id}-query`}>{c.searchLabel}</label>
          <input
            id={`${id}-query`}
            className="input"
            type="search"
            name="query"
            value={filters.query}
            placeholder={c.searchPlaceholder}
            autoComplete="off"
            onChange={set('query')}
          />
        </div>
        {select('department', c.departmentLabel)}
        {select('location', c.locationLabel)}
      </form>

      <p className="careers-count" role="status">
        {plural(c.resultsCount, shown.length, lang, 'count')}
      </p>

      {shown.length > 0 ? (
        <JobsTable jobs={shown} texts={texts} caption={copy.home.careers.title} />
      ) : (
        <div className="empty-state careers-empty">
          <h2 className="careers-empty__title">{c.noResultsTitle}</h2>
          <p>
            <EmailText text={c.noResultsHint} email={STUDIO.careersEmail} />
          </p>
          <button type="button" className="button button--ghost" onClick={() => setFilters(NO_FILTERS)}>
            {c.resetFilters}
          </button>
        </div>
      )}
    </>
  );
}
