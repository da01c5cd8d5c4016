import { SUBMISSION_STATUSES } from '../../shared/submissions/statuses';
import type { JobSlug } from '../../shared/content/types';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { formatFileSize } from '../../shared/i18n/format';
import { LANG_NAMES, type Lang } from '../../shared/i18n/langs';
import { LANG_TEXTS } from '../../shared/lang-texts';
import type { ListPage } from '../submission-queries';
import type { StoredApplication } from '../../submissions';
import type { StaticPageFiles } from '../../site';
import { deskDocument } from './desk-document';
import { deliveryLabel, formatTime, statusLabel } from './desk-labels';
import { APPLICATIONS_PATH, deskHref, viewParams, type DeskView, type Viewer } from './desk-links';
import { DeskListFilters, DeskPaging, DeskTable, type DeskList } from './desk-list';

const jobTitle = (ui: Lang, job: string) => LANG_TEXTS[ui].content.jobs[job as JobSlug]?.title ?? job;

/** Applications, newest first, with the position, the applicant, the CV to download and the status, which each row can change. */
export function applicationsPage(files: StaticPageFiles, view: DeskView, page: ListPage<StoredApplication>): string {
  const { ui } = view;
  const copy = DICTIONARIES[ui].staffDesk.applications;
  const { columns } = copy;
  const list: DeskList = { path: APPLICATIONS_PATH, counts: page.counts, nextCursor: page.nextCursor, labels: copy };
  // Where a row's form returns to: this list as it is now.
  const back = deskHref(APPLICATIONS_PATH, viewParams(view));
  return deskDocument(
    view,
    files,
    { title: copy.title, here: { path: APPLICATIONS_PATH, params: { ...viewParams(view), ui: undefined } } },
    <>
      <h1 className="page-title">{copy.title}</h1>
      <DeskListFilters view={view} list={list} />
      <DeskTable
        name={copy.title}
        columns={[columns.received, columns.applicant, columns.job, columns.cv, columns.status, columns.email]}
        rows={page.items.map((application) => (
          <ApplicationRow key={application.id} viewer={view} application={application} back={back} />
        ))}
        empty={copy.empty}
      />
      <DeskPaging view={view} list={list} />
    </>,
  );
}

function ApplicationRow({ viewer, application, back }: { viewer: Viewer; application: StoredApplication; back: string }) {
  const { ui } = viewer;
  const copy = DICTIONARIES[ui].staffDesk.applications;
  const { id, cv } = application;
  const statusId = `status-${id}`;
  return (
    <tr>
      <td>{formatTime(application.createdAt, viewer)}</td>
      <td>
        {application.name}
        <br />
        <a href={`mailto:${application.email}`}>{application.email}</a>
        {application.phone && (
          <>
            <br />
            {application.phone}
          </>
        )}
        {application.portfolio && (
          <>
            <br />
            <a href={application.portfolio} rel="noopener noreferrer nofollow">
              {copy.portfolio}
            </a>
          </>
        )}
      </td>
      <td>
        {jobTitle(ui, application.job)}
        <br />
        <span className="desk-muted">{LANG_NAMES[application.locale]}</span>
      </td>
      <td>
        <a href={`/api/applications/${id}/cv`} download>
          {copy.cv.replace('{kind}', cv.kind.toUpperCase()).replace('{size}', formatFileSize(cv.bytes, ui))}
        </a>
      </td>
      <td>
        <form method="post" action={deskHref(`${APPLICATIONS_PATH}/${id}`, { ui })} className="desk-inline-form">
          <input type="hidden" name="back" value={back} />
          <label className="visually-hidden" htmlFor={statusId}>
            {copy.setStatus.replace('{id}', String(id))}
          </label>
          <select id={statusId} name="status" defaultValue={application.status}>
            {SUBMISSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(ui, status)}
              </option>
            ))}
          </select>
          {/* The table counts this space in the status column's width. */}{' '}
          <button className="button button--ghost" type="submit">
            {copy.save}
          </button>
        </form>
      </td>
      <td>{deliveryLabel(ui, application)}</td>
    </tr>
  );
}
