import { DESK_TEXTS } from '../texts/desk-texts';
import { LOCALE_TAGS } from '../../shared/i18n/langs';
import { VITAL_NAMES, type VitalName } from '../../shared/vitals-limits';
import type { PageVitals, StaticPageFiles } from '../../site';
import { deskDocument } from './desk-document';
import { VITALS_PATH, type Viewer } from './desk-links';
import { DeskTable } from './desk-list';

/** The p75 of each web vital per page over the last `days`, with its rating and how many samples. */
export function vitalsPage(files: StaticPageFiles, viewer: Viewer, pages: PageVitals[], days: number): string {
  const { ui } = viewer;
  const { vitals } = DESK_TEXTS[ui];
  const number = new Intl.NumberFormat(LOCALE_TAGS[ui], { maximumFractionDigits: 2 });
  const cell = (page: PageVitals, name: VitalName) => {
    const metric = page.metrics[name];
    if (!metric) return <td key={name}>—</td>;
    const value = name === 'CLS' ? number.format(metric.p75) : `${number.format(Math.round(metric.p75))} ms`;
    return (
      <td key={name} className={`desk-vital desk-vital--${metric.rating}`}>
        {value} <span className="desk-muted">({vitals.ratings[metric.rating]})</span>
        <br />
        <span className="desk-muted">n = {metric.count}</span>
      </td>
    );
  };
  const rows = pages.map((page) => (
    <tr key={page.path}>
      <th scope="row">{page.path}</th>
      {VITAL_NAMES.map((name) => cell(page, name))}
    </tr>
  ));
  return deskDocument(
    viewer,
    files,
    { title: vitals.title, here: { path: VITALS_PATH } },
    <>
      <h1 className="page-title">{vitals.title}</h1>
      <p className="lead">{vitals.intro.replace('{days}', String(days))}</p>
      <DeskTable name={vitals.title} columns={[vitals.page, ...VITAL_NAMES]} rows={rows} empty={vitals.none} />
    </>,
  );
}
