import { describe, expect, it } from 'vitest';
import { JOBS } from '../../../shared/content/.generated/jobs';
import { content as en } from '../../../shared/content/.generated/texts-en';
import { content as ru } from '../../../shared/content/.generated/texts-ru';
import { filterJobs, filterOptionList, filterOptions } from '../../../shared/content/job-filters';
import { plural } from '../../../shared/i18n/plural';
import { PAGE_COPY as COPY_EN } from '../../../shared/content/pages/en';
import { PAGE_COPY as COPY_RU } from '../../../shared/content/pages/ru';

const slugs = (jobs: readonly { slug: string }[]) => jobs.map((job) => job.slug);
const none = { query: '', department: 'all', location: 'all' };

describe('filterOptions', () => {
  it('lists each department and location once, lowercased, in order of appearance (English)', () => {
    expect(filterOptions(en.jobs, 'department', 'en')).toEqual(['engineering', 'design', 'strategy']);
    expect(filterOptions(en.jobs, 'location', 'en')).toEqual(['remote (us)', 'new york', 'london', 'remote global']);
  });

  it('lowercases Russian texts (Russian)', () => {
    expect(filterOptions(ru.jobs, 'department', 'ru')).toEqual(['разработка', 'дизайн', 'стратегия']);
    expect(filterOptions(ru.jobs, 'location', 'ru')).toEqual(['удалённо (сша)', 'нью-йорк', 'лондон', 'удалённо, весь мир']);
  });

  it('labels each option with the text as first written', () => {
    expect(filterOptionList(en.jobs, 'location', 'en')[0]).toEqual({ value: 'remote (us)', label: 'Remote (US)' });
    expect(filterOptionList(ru.jobs, 'department', 'ru')[0]).toEqual({ value: 'разработка', label: 'Разработка' });
  });

  it('accepts the texts as a list in display order', () => {
    const list = JOBS.map((job) => en.jobs[job.slug]);
    expect(filterOptions(list, 'department', 'en')).toEqual(['engineering', 'design', 'strategy']);
  });
});

describe('filterJobs', () => {
  it('shows every job when nothing is chosen ("all" or empty)', () => {
    expect(slugs(filterJobs(JOBS, en.jobs, none, 'en'))).toEqual(JOBS.map((job) => job.slug));
    expect(filterJobs(JOBS, en.jobs, { query: '  ', department: '', location: '' }, 'en')).toHaveLength(JOBS.length);
  });

  it('searches titles case-insensitively (English)', () => {
    expect(slugs(filterJobs(JOBS, en.jobs, { ...none, query: 'DEVELOPER' }, 'en'))).toEqual(['senior-react-developer', 'ios-developer']);
    expect(slugs(filterJobs(JOBS, en.jobs, { ...none, query: 'product' }, 'en'))).toEqual(['product-designer', 'product-strategist']);
    // Only the title is searched, not the department.
    expect(filterJobs(JOBS, en.jobs, { ...none, query: 'engineering' }, 'en')).toEqual([]);
  });

  it('searches titles case-insensitively (Russian)', () => {
    expect(slugs(filterJobs(JOBS, ru.jobs, { ...none, query: 'РАЗРАБОТЧИК' }, 'ru'))).toEqual(['senior-react-developer', 'ios-developer']);
    expect(slugs(filterJobs(JOBS, ru.jobs, { ...none, query: 'продуктовый' }, 'ru'))).toEqual(['product-designer', 'product-strategist']);
  });

  it('matches a query typed with plain spaces across a title’s no-break spaces', () => {
    const texts = { ...ru.jobs, 'product-designer': { ...ru.jobs['product-designer'], title: 'Дизайнер и\u00A0исследователь' } };
    expect(slugs(filterJobs(JOBS, texts, { ...none, query: 'и исследователь' }, 'ru'))).toEqual(['product-designer']);
  });

  it('filters by the dropdown values and combines all three (English)', () => {
    expect(slugs(filterJobs(JOBS, en.jobs, { ...none, department: 'engineering' }, 'en'))).toEqual([
      'senior-react-developer',
      'ios-developer',
    ]);
    expect(slugs(filterJobs(JOBS, en.jobs, { ...none, department: 'engineering', location: 'london' }, 'en'))).toEqual(['ios-developer']);
    expect(filterJobs(JOBS, en.jobs, { query: 'react', department: 'engineering', location: 'london' }, 'en')).toEqual([]);
    expect(filterJobs(JOBS, en.jobs, { ...none, department: 'design', location: 'london' }, 'en')).toEqual([]);
  });

  it('filters by the dropdown values and combines all three (Russian)', () => {
    const [remoteUs] = filterOptions(ru.jobs, 'location', 'ru');
    expect(slugs(filterJobs(JOBS, ru.jobs, { ...none, department: 'разработка', location: remoteUs! }, 'ru'))).toEqual([
      'senior-react-developer',
    ]);
    expect(slugs(filterJobs(JOBS, ru.jobs, { query: 'стратег', department: 'стратегия', location: 'all' }, 'ru'))).toEqual([
      'product-strategist',
    ]);
    expect(filterJobs(JOBS, ru.jobs, { query: 'дизайнер', department: 'разработка', location: 'all' }, 'ru')).toEqual([]);
  });
});

describe('plural', () => {
  const experience = (years: number, lang: 'en' | 'ru') =>
    plural((lang === 'en' ? COPY_EN : COPY_RU).careers.job.experience, years, lang, 'years');

  it('writes the years of experience in English', () => {
    expect(experience(1, 'en')).toBe('1+ year of experience');
    expect(experience(3, 'en')).toBe('3+ years of experience');
  });

  // The Russian texts bind a number to its preposition and noun with no-break spaces (npm run typograf).
  it('uses the Russian genitive forms after «от»', () => {
    expect(experience(1, 'ru')).toBe('Опыт от\u00A01\u00A0года');
    expect(experience(3, 'ru')).toBe('Опыт от\u00A03\u00A0лет');
    expect(experience(4, 'ru')).toBe('Опыт от\u00A04\u00A0лет');
    expect(experience(5, 'ru')).toBe('Опыт от\u00A05\u00A0лет');
    expect(experience(21, 'ru')).toBe('Опыт от\u00A021\u00A0года');
  });

  it('counts the positions found', () => {
    expect(plural(COPY_EN.careers.resultsCount, 1, 'en', 'count')).toBe('1 open position');
    expect(plural(COPY_EN.careers.resultsCount, 0, 'en', 'count')).toBe('0 open positions');
    expect(plural(COPY_RU.careers.resultsCount, 1, 'ru', 'count')).toBe('Найдена 1\u00A0вакансия');
    expect(plural(COPY_RU.careers.resultsCount, 3, 'ru', 'count')).toBe('Найдено 3\u00A0вакансии');
    expect(plural(COPY_RU.careers.resultsCount, 0, 'ru', 'count')).toBe('Найдено 0\u00A0вакансий');
  });
});
