import type { ReactNode } from 'react';
import type { SubmissionStatus } from '../../shared/submissions/statuses';
import { DESK_TEXTS } from '../texts/desk-texts';
import { LANG_NAMES, LANGS } from '../../shared/i18n/langs';
import { deskHref, viewParams, type DeskView } from './desk-links';
import type { DeskKind } from './desk-kinds';

/** What a list of the desk shows and calls things: its kind (its address, its statuses), its tabs' counts and its labels. */
export interface DeskList {
  desk: DeskKind;
  counts: Record<string, number>;
  nextCursor: number | null;
  labels: { statusTabs: string; filters: string; search: string; language: string; older: string };
}

/** Whose records, the status tabs with their counts, then the search form, of a desk list (enquiries, applications). */
export function DeskListFilters({ view, list: { desk: deskKind, counts, labels } }: { view: DeskView; list: DeskList }) {
  const { ui } = view;
  const path = deskKind.listPath;
  const desk = DESK_TEXTS[ui];
  const { statusTabs } = deskKind.kind.texts[ui].desk;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const tabs: [SubmissionStatus | undefined, string, number][] = [
    [undefined, desk.all, total],
    ...deskKind.kind.staff.statuses.map((status): [SubmissionStatus, string, number] => [status, statusTabs[status]!, counts[status] ?? 0]),
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
            <li key={status ?? 'all'}>
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
        {view.status && <input type="hidden" name="status" value={view.status} />}
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
          {(view.q || view.lang) && <a href={deskHref(path, { ui, status: view.status, mine: view.mine ? 1 : undefined })}>{desk.clear}</a>}
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

/** A desk table in its own scrolling region, or the list's empty message. */
export function DeskTable({ name, columns, rows, empty }: { name: string; columns: string[]; rows: ReactNode[]; empty: string }) {
  return rows.length ? (
    <div className="desk-table-wrap" tabIndex={0} role="region" aria-label={name}>
      <table className="desk-table">
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

/** Who a record is assigned to, in a list's cell: their email, or nobody. */
export function AssigneeCell({ view, assignee }: { view: DeskView; assignee: { id: number; email: string } | null }) {
  const { detail, accounts } = DESK_TEXTS[view.ui];
  if (!assignee) return <span className="desk-muted">{detail.nobody}</span>;
  return (
    <>
      {assignee.email}
      {assignee.id === view.account.id && <span className="desk-muted"> ({accounts.you})</span>}
    </>
  );
}

/** The staff API's CSV of what a list shows: every page of it. */
export const csvHref = (path: string, view: DeskView) =>
  deskHref(path, { format: 'csv', status: view.status, lang: view.lang, q: view.q, mine: view.mine ? 1 : undefined });
