import type { JobSlug } from '../../shared/content/types';
import { DESK_TEXTS } from '../texts/desk-texts';
import { formatFileSize } from '../../shared/i18n/format';
import { LANG_NAMES, type Lang } from '../../shared/i18n/langs';
import { LANG_TEXTS } from '../../shared/lang-texts';
import type { ListPage } from '../submission-queries';
import { APPLICATION, type StoredApplication } from '../../submissions';
import type { StaticPageFiles } from '../../site';
import { deskDocument } from './desk-document';
import { deliveryLabel } from './desk-labels';
import { APPLICATION_DESK, recordPath } from './desk-kinds';
import { APPLICATIONS_PATH, deskHref, viewParams, type DeskView } from './desk-links';
import { AssigneeCell, csvHref, DeskListFilters, DeskPaging, DeskTable, FirstLine, ListTime, type DeskList } from './desk-list';
import { PromiseDue } from './reply-promise-panel';

/** A position's title in the reader's language, or its slug when the content no longer has it. */
export const jobTitle = (ui: Lang, job: string) => LANG_TEXTS[ui].content.jobs[job as JobSlug]?.title ?? job;

/** The link that downloads an application's CV, saying its type and size. */
export function CvLink({ ui, application: { id, cv } }: { ui: Lang; application: StoredApplication }) {
  const copy = DESK_TEXTS[ui].applications;
  return (
    <a href={`/api/applications/${id}/cv`} download>
      {copy.cv.replace('{kind}', cv.kind.toUpperCase()).replace('{size}', formatFileSize(cv.bytes, ui))}
    </a>
  );
}

/**
 * Applications (the open ones by due time, or a stage's or all newest first), with how long the
 * reply has left or how late it is, the cover note's first line, the position, the applicant (linked to their page), the CV to
 * download, the stage, which each row can change, and who has it.
 */
export function applicationsPage(files: StaticPageFiles, view: DeskView, page: ListPage<StoredApplication>, now = new Date()): string {
  const { ui } = view;
  const copy = DESK_TEXTS[ui].applications;
  const { columns } = copy;
  const title = APPLICATION_DESK.kind.texts[ui].desk.list;
  const list: DeskList = { desk: APPLICATION_DESK, counts: page.counts, nextCursor: page.nextCursor, labels: copy };
  // Where a row's form returns to: this list as it is now.
  const back = deskHref(APPLICATIONS_PATH, viewParams(view));
  return deskDocument(
    view,
    files,
    { title, here: { path: APPLICATIONS_PATH, params: { ...viewParams(view), ui: undefined } } },
    <>
      <h1 className="page-title">{title}</h1>
      <DeskListFilters view={view} list={list} />
      <DeskTable
        name={title}
        columns={[columns.received, columns.applicant, columns.job, columns.cv, columns.status, columns.assignee, columns.email]}
        rows={page.items.map((application) => (
          <ApplicationRow key={application.id} view={view} application={application} back={back} now={now} />
        ))}
        empty={copy.empty}
        cards
      />
      <DeskPaging view={view} list={list}>
        <a href={csvHref('/api/applications', view)} download>
          {copy.exportCsv}
        </a>
      </DeskPaging>
    </>,
  );
}

function ApplicationRow({ view, application, back, now }: { view: DeskView; application: StoredApplication; back: string; now: Date }) {
  const { ui } = view;
  const copy = DESK_TEXTS[ui].applications;
  const { id } = application;
  const { statusOf } = APPLICATION_DESK.kind.texts[ui].desk;
  const statusId = `status-${id}`;
  const { columns } = copy;
  // On a phone each row is a card: who and how long is left, then the rest, received last.
  return (
    <tr>
      <td data-label={columns.received} className="desk-card-late">
        <ListTime view={view} at={application.createdAt} />
      </td>
      <td className="desk-card-lead">
        <a href={deskHref(recordPath(APPLICATION_DESK, id), { ui })}>{application.name}</a>{' '}
        <PromiseDue viewer={view} kind={APPLICATION.name} record={application} now={now} />
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
        <FirstLine text={application.note} />
      </td>
      <td data-label={columns.job}>
        {jobTitle(ui, application.job)}
        <br />
        <span className="desk-muted">{LANG_NAMES[application.locale]}</span>
      </td>
      <td data-label={columns.cv}>
        <CvLink ui={ui} application={application} />
      </td>
      <td data-label={columns.status}>
        <form method="post" action={deskHref(recordPath(APPLICATION_DESK, id), { ui })} className="desk-inline-form">
          <input type="hidden" name="back" value={back} />
          <label className="visually-hidden" htmlFor={statusId}>
            {copy.setStatus.replace('{id}', String(id))}
          </label>
          <select id={statusId} name="status" defaultValue={application.status}>
            {APPLICATION_DESK.kind.staff.statuses.map((status) => (
              <option key={status} value={status}>
                {statusOf[status]}
              </option>
            ))}
          </select>
          {/* The table counts this space in the status column's width. */}{' '}
          <button className="button button--ghost" type="submit">
            {copy.save}
          </button>
        </form>
      </td>
      <td data-label={columns.assignee} className="desk-card-last desk-card-address">
        <AssigneeCell view={view} assignee={application.assignee} />
      </td>
      <td data-label={columns.email} className="desk-card-last">
        {deliveryLabel(ui, application)}
      </td>
    </tr>
  );
}
