import { DESK_TEXTS } from '../texts/desk-texts';
import { LANG_NAMES } from '../../shared/i18n/langs';
import type { ListPage, ReplyPromiseView } from '../submission-queries';
import { PromiseDue, ReplyPromisePanel } from './reply-promise-panel';
import type { StoredEnquiry } from '../../submissions';
import type { StaticPageFiles } from '../../site';
import { deskDocument } from './desk-document';
import { budgetText, deliveryLabel, formatTime } from './desk-labels';
import { ENQUIRY_DESK, recordPath, statusLabel } from './desk-kinds';
import { DESK_PATH, deskHref, viewParams, type DeskView } from './desk-links';
import { AssigneeCell, csvHref, DeskListFilters, DeskPaging, DeskTable, type DeskList } from './desk-list';

/** The enquiries waiting for a reply and how the 24-hour promise was kept; then the enquiries, newest first, with whose, the status tabs, the search, the paging and the CSV of the view. */
export function inboxPage(
  files: StaticPageFiles,
  view: DeskView,
  page: ListPage<StoredEnquiry>,
  promise: ReplyPromiseView | null,
  now = new Date(),
): string {
  const { ui } = view;
  const desk = DESK_TEXTS[ui];
  const title = ENQUIRY_DESK.kind.texts[ui].desk.list;
  const { columns } = desk;
  const list: DeskList = { desk: ENQUIRY_DESK, counts: page.counts, nextCursor: page.nextCursor, labels: desk };
  const rows = page.items.map((enquiry) => (
    <tr key={enquiry.id}>
      <td>{formatTime(enquiry.createdAt, view)}</td>
      <td>
        <a href={deskHref(recordPath(ENQUIRY_DESK, enquiry.id), { ui })}>{enquiry.name}</a>
        <br />
        <span className="desk-muted">{enquiry.email}</span>
      </td>
      <td>{enquiry.company ?? desk.notGiven}</td>
      <td>{budgetText(ui, enquiry.budget)}</td>
      <td>{LANG_NAMES[enquiry.locale]}</td>
      <td>
        {statusLabel(ui, ENQUIRY_DESK, enquiry.status)} <PromiseDue viewer={view} enquiry={enquiry} now={now} />
      </td>
      <td>
        <AssigneeCell view={view} assignee={enquiry.assignee} />
      </td>
      <td>{deliveryLabel(ui, enquiry)}</td>
    </tr>
  ));
  return deskDocument(
    view,
    files,
    { title, here: { path: DESK_PATH, params: { ...viewParams(view), ui: undefined } } },
    <>
      <h1 className="page-title">{title}</h1>
      {promise && (
        <>
          <ReplyPromisePanel viewer={view} promise={promise} now={now} />
          <h2>{desk.promise.list}</h2>
        </>
      )}
      <DeskListFilters view={view} list={list} />
      <DeskTable
        name={title}
        columns={[
          columns.received,
          columns.from,
          columns.company,
          columns.budget,
          columns.language,
          columns.status,
          columns.assignee,
          columns.email,
        ]}
        rows={rows}
        empty={desk.empty}
      />
      <DeskPaging view={view} list={list}>
        <a href={csvHref('/api/contacts', view)} download>
          {desk.exportCsv}
        </a>
      </DeskPaging>
    </>,
  );
}
