import { LOCALE_TAGS, type Lang } from '../i18n/langs';
import type { Job, JobCardText, JobSlug } from './types';

/** Filter fields of the careers page that get a dropdown. */
export type JobFilterField = 'department' | 'location';

/** The dropdowns' value that turns a filter off (as does the empty string). */
export const ALL = 'all';

export interface JobFilters {
  /** Matched against the title, case-insensitively; surrounding spaces are ignored. */
  query: string;
  /** A value of `filterOptions(texts, 'department', lang)`, or 'all' / ''. */
  department: string;
  /** A value of `filterOptions(texts, 'location', lang)`, or 'all' / ''. */
  location: string;
}

type JobTexts = Readonly<Record<JobSlug, JobCardText>> | readonly JobCardText[];

/** Lowercased in the page's language, with every kind of space (the texts' no-break ones too) as a plain one. */
const lower = (text: string, lang: Lang) => text.toLocaleLowerCase(LOCALE_TAGS[lang]).replace(/\s/g, ' ');

/**
 * The distinct values of a field across the jobs, lowercased in the page's language, in the
 * order they first appear. These are both the options' values and their labels.
 */
export function filterOptions(texts: JobTexts, field: JobFilterField, lang: Lang): string[] {
  return filterOptionList(texts, field, lang).map((option) => option.value);
}

/**
 * The same options, each labelled with the text as a job first writes it ("Remote (US)"
 * for the value "remote (us)"), so the dropdown reads as well as the table.
 */
export function filterOptionList(texts: JobTexts, field: JobFilterField, lang: Lang): { value: string; label: string }[] {
  const list: readonly JobCardText[] = Array.isArray(texts) ? texts : Object.values(texts);
  const options = new Map<string, string>();
  for (const text of list) {
    const value = lower(text[field], lang);
    if (!options.has(value)) options.set(value, text[field]);
  }
  return [...options].map(([value, label]) => ({ value, label }));
}

const isOff = (value: string) => value === '' || value === ALL;

/** The jobs, in their order, that match the title search and both dropdowns at once. */
export function filterJobs<J extends Pick<Job, 'slug'>>(
  jobs: readonly J[],
  texts: Readonly<Record<JobSlug, JobCardText>>,
  { query, department, location }: JobFilters,
  lang: Lang,
): J[] {
  const needle = lower(query.trim(), lang);
  return jobs.filter((job) => {
    const text = texts[job.slug];
    return (
      (needle === '' || lower(text.title, lang).includes(needle)) &&
      (isOff(department) || lower(text.department, lang) === department) &&
      (isOff(location) || lower(text.location, lang) === location)
    );
  });
}
