import { DESK_TEXTS } from '../texts/desk-texts';
import { LANG_NAMES } from '../../shared/i18n/langs';
import type { ListPage, ReplyPromiseView } from '../submission-queries';
import { PromiseDue, ReplyPromisePanel } from './reply-promise-panel';
import { ENQUIRY, type StoredEnquiry } from '../../submissions';
import type { StaticPageFiles } from '../../site';
import { deskDocument } from './desk-document';
import { budgetText, deliveryLabel } from './desk-labels';
import { ENQUIRY_DESK, recordPath, statusLabel } from './desk-kinds';
import { DESK_PATH, deskHref, viewParams, type DeskView } from './desk-links';
import { AssigneeCell, csvHref, DeskListFilters, DeskPaging, DeskTable, FirstLine, ListTime, type DeskList } from './desk-list';

/**
 * The enquiries waiting for a reply and how the 24-hour promise was kept; then the enquiries (the
 * ones still to answer by due time, or a status's or all newest first), each with its message's
 * first line, with whose, the status tabs, the search, the paging and the CSV of the view.
 */
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
  // On a phone each row is a card: who and how long is left, then the rest, received last.
  const rows = page.items.map((enquiry) => (
    <tr key={enquiry.id}>
      <td data-label={columns.received} className="desk-card-late">
        <ListTime view={view} at={enquiry.createdAt} />
      </td>
      <td className="desk-card-lead">
        <a href={deskHref(recordPath(ENQUIRY_DESK, enquiry.id), { ui })}>{enquiry.name}</a>{' '}
        <PromiseDue viewer={view} kind={ENQUIRY.name} record={enquiry} now={now} />
        <br />
        <span className="desk-muted">{enquiry.email}</span>
        <FirstLine text={enquiry.project} />
      </td>
      <td data-label={columns.company}>{enquiry.company ?? desk.notGiven}</td>
      <td data-label={columns.budget}>{budgetText(ui, enquiry.budget)}</td>
      <td data-label={columns.language}>{LANG_NAMES[enquiry.locale]}</td>
      <td data-label={columns.status} className="desk-card-last">
        {statusLabel(ui, ENQUIRY_DESK, enquiry.status)}
      </td>
      <td data-label={columns.assignee} className="desk-card-last desk-card-address">
        <AssigneeCell view={view} assignee={enquiry.assignee} />
      </td>
      <td data-label={columns.email} className="desk-card-last">
        {deliveryLabel(ui, enquiry)}
      </td>
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
          <h2>{desk.open}</h2>
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
        cards
      />
      <DeskPaging view={view} list={list}>
        <a href={csvHref('/api/contacts', view)} download>
          {desk.exportCsv}
        </a>
      </DeskPaging>
    </>,
  );
}
