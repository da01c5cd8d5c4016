import type { ReactNode } from 'react';
import { DESK_TEXTS } from '../texts/desk-texts';
import { OPEN_STATUSES } from '../promise/reply-promise';
import { LANG_NAMES, LANGS } from '../../shared/i18n/langs';
import { deskHref, viewParams, type DeskView } from './desk-links';
import type { DeskKind } from './desk-kinds';
import type { Assignee } from '../../submissions';
import { formatTime } from './desk-labels';

/** What a list of the desk shows and calls things: its kind (its address, its statuses), its tabs' counts and its labels. */
export interface DeskList {
  desk: DeskKind;
  counts: Record<string, number>;
  nextCursor: number | null;
  labels: { open: string; statusTabs: string; filters: string; search: string; language: string; older: string };
}

/** Whose records, the status tabs with their counts, then the search form, of a desk list (enquiries, applications). */
export function DeskListFilters({ view, list: { desk: deskKind, counts, labels } }: { view: DeskView; list: DeskList }) {
  const { ui } = view;
  const path = deskKind.listPath;
  const desk = DESK_TEXTS[ui];
  const { statusTabs } = deskKind.kind.texts[ui].desk;
  const { statuses } = deskKind.kind.staff;
  const open = OPEN_STATUSES[deskKind.kind.name] ?? [];
  const sum = (some: readonly string[]) => some.reduce((total, status) => total + (counts[status] ?? 0), 0);
  // What still needs an answer first; a status that is all of it by itself has no tab of its own.
  const tabs: [DeskView['status'], string, number][] = [
    ['open', labels.open, sum(open)],
    ...statuses
      .filter((status) => open.length !== 1 || open[0] !== status)
      .map((status): [DeskView['status'], string, number] => [status, statusTabs[status]!, counts[status] ?? 0]),
    ['all', desk.all, sum(statuses.filter((status) => status !== 'spam'))],
  ];
  const whose: [boolean, string][] = [
    [false, desk.whose.everyone],
    [true, desk.whose.mine],
  ];
  return (
    <>
      <nav aria-label={desk.whose.label}>
        <ul className="desk-tabs">
          {whose.map(([mine, label]) => (
            <li key={label}>
              <a
                href={deskHref(path, { ...viewParams({ ...view, mine }), cursor: undefined })}
                aria-current={mine === Boolean(view.mine) ? 'page' : undefined}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={labels.statusTabs}>
        <ul className="desk-tabs">
          {tabs.map(([status, label, count]) => (
            <li key={status}>
              <a
                href={deskHref(path, { ...viewParams(view), status, cursor: undefined })}
                aria-current={status === view.status ? 'page' : undefined}
              >
                {label} <span className="desk-count">{count}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={path} className="desk-filters" role="search" aria-label={labels.filters}>
        <input type="hidden" name="ui" value={ui} />
        {viewParams(view).status && <input type="hidden" name="status" value={view.status} />}
        {view.mine && <input type="hidden" name="mine" value="1" />}
        <p>
          <label htmlFor="desk-q">{labels.search}</label>
          <input id="desk-q" name="q" type="search" defaultValue={view.q ?? ''} />
        </p>
        <p>
          <label htmlFor="desk-lang">{labels.language}</label>
          <select id="desk-lang" name="lang" defaultValue={view.lang}>
            <option value="">{desk.anyLanguage}</option>
            {LANGS.map((lang) => (
              <option key={lang} value={lang}>
                {LANG_NAMES[lang]}
              </option>
            ))}
          </select>
        </p>
        <p className="desk-filters__actions">
          <button className="button" type="submit">
            {desk.apply}
          </button>
          {(view.q || view.lang) && (
            <a href={deskHref(path, { ui, status: viewParams(view).status, mine: view.mine ? 1 : undefined })}>{desk.clear}</a>
          )}
        </p>
      </form>
    </>
  );
}

/** The links to the newest and to older entries of a desk list, then the list's own (`children`). */
export function DeskPaging({
  view,
  list: {
    desk: { listPath: path },
    nextCursor,
    labels,
  },
  children,
}: {
  view: DeskView;
  list: DeskList;
  children?: ReactNode;
}) {
  const desk = DESK_TEXTS[view.ui];
  return (
    <p className="desk-paging">
      {view.cursor ? <a href={deskHref(path, { ...viewParams(view), cursor: undefined })}>{desk.newest}</a> : null}
      {nextCursor ? <a href={deskHref(path, { ...viewParams(view), cursor: nextCursor })}>{labels.older}</a> : null}
      {children}
    </p>
  );
}

/**
 * A desk table in its own scrolling region, or the list's empty message. A list's (`cards`) is a
 * card per row on a phone (staff.css): its cells say what they are by their `data-label`.
 */
export function DeskTable({
  name,
  columns,
  rows,
  empty,
  cards,
}: {
  name: string;
  columns: string[];
  rows: ReactNode[];
  empty: string;
  cards?: boolean;
}) {
  return rows.length ? (
    <div className="desk-table-wrap" tabIndex={0} role="region" aria-label={name}>
      <table className={cards ? 'desk-table desk-table--cards' : 'desk-table'}>
        <thead>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  ) : (
    <p className="desk-empty">{empty}</p>
  );
}

/** A moment in a list's cell, in the reader's zone, on one line. */
export const ListTime = ({ view, at }: { view: DeskView; at: string | Date }) => (
  <time dateTime={new Date(at).toISOString()}>{formatTime(at, view)}</time>
);

/** How many characters of a message's first line a list's row shows. */
const FIRST_LINE_MAX = 90;

/** The first line of what a sender wrote, cut at a word with an ellipsis when longer than a row shows; none for nothing. */
export function FirstLine({ text }: { text: string }) {
  const line = text.trim().split('\n', 1)[0]!.trim();
  if (!line) return null;
  const cut =
    line.length > FIRST_LINE_MAX ? line.slice(0, line.lastIndexOf(' ', FIRST_LINE_MAX) + 1 || FIRST_LINE_MAX).trimEnd() + '…' : line;
  return <span className="desk-first-line">{cut}</span>;
}

/** Who a record is assigned to, in a list's cell: their email, or nobody. */
export function AssigneeCell({ view, assignee }: { view: DeskView; assignee: Assignee | null }) {
  const { detail, accounts } = DESK_TEXTS[view.ui];
  if (!assignee) return <span className="desk-muted">{detail.nobody}</span>;
  return (
    <>
      {assignee.name ?? assignee.email}
      {assignee.id === view.account.id && <span className="desk-muted"> ({accounts.you})</span>}
    </>
  );
}

/** The staff API's CSV of what a list shows: every page of it. */
export const csvHref = (path: string, view: DeskView) =>
  deskHref(path, { format: 'csv', status: view.status, lang: view.lang, q: view.q, mine: view.mine ? 1 : undefined });
