import { DESK_TEXTS } from '../texts/desk-texts';
import type { Lang } from '../../shared/i18n/langs';
import { AUDIT_ACTIONS, STAFF_ROLES, type AuditAction, type StaffRole } from '../../shared/staff';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../shared/submissions/statuses';
import type { StaticPageFiles } from '../../site';
import type { AuditEntry } from '../audit/audit-trail';
import { roleChangeDetail, rolesOfChange } from '../accounts/account-store';
import { countsIn, countsText, formatTime } from './desk-labels';
import { recordPath, statusLabel } from './desk-kinds';
import { deskKindNamed } from '../kinds-table';
import { AUDIT_PATH, deskHref, type Viewer } from './desk-links';
import { DeskTable } from './desk-list';
import { deskDocument } from './desk-document';

/** Anyone who ever had an account: the trail names removed people too. */
export interface AuditPerson {
  id: number;
  email: string;
  removed: boolean;
}

/** The trail's filters as the address gives them, and who reads it. */
export interface AuditView extends Viewer {
  actorId?: number | undefined;
  action?: AuditAction | undefined;
  before?: number | undefined;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: number | null;
  people: AuditPerson[];
}

const auditParams = ({ ui, actorId, action, before }: AuditView) => ({ ui, actor: actorId, action, before });

/** The audit trail, newest first, filtered by person and action, a page at a time. */
export function auditPage(files: StaticPageFiles, view: AuditView, { entries, nextBefore, people }: AuditPage): string {
  const { ui } = view;
  const desk = DESK_TEXTS[ui];
  const copy = desk.audit;
  const { columns } = copy;
  const emails = new Map(people.map((person) => [person.id, person.email]));
  const rows = entries.map((entry) => (
    <tr key={entry.id}>
      <td>
        <time dateTime={entry.at.toISOString()}>{formatTime(entry.at, view, { seconds: true })}</time>
      </td>
      <td>{actorName(ui, entry)}</td>
      <td>{copy.actions[entry.action]}</td>
      <td>
        <Subject ui={ui} entry={entry} emails={emails} />
      </td>
      <td>{detailText(ui, entry)}</td>
    </tr>
  ));
  return deskDocument(
    view,
    files,
    { title: copy.title, here: { path: AUDIT_PATH, params: { ...auditParams(view), ui: undefined } } },
    <>
      <h1 className="page-title">{copy.title}</h1>
      <p className="lead">{copy.intro}</p>
      <form method="get" action={AUDIT_PATH} className="desk-filters" role="search" aria-label={copy.filters}>
        <input type="hidden" name="ui" value={ui} />
        <p>
          <label htmlFor="audit-actor">{copy.person}</label>
          <select id="audit-actor" name="actor" defaultValue={view.actorId === undefined ? '' : String(view.actorId)}>
            <option value="">{copy.anyone}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.removed ? copy.removedPerson.replace('{email}', person.email) : person.email}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="audit-action">{copy.action}</label>
          <select id="audit-action" name="action" defaultValue={view.action ?? ''}>
            <option value="">{copy.anyAction}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {copy.actions[action]}
              </option>
            ))}
          </select>
        </p>
        <p className="desk-filters__actions">
          <button className="button" type="submit">
            {copy.apply}
          </button>
        </p>
      </form>
      <DeskTable
        name={copy.title}
        columns={[columns.at, columns.who, columns.action, columns.subject, columns.detail]}
        rows={rows}
        empty={copy.empty}
      />
      <p className="desk-paging">
        {view.before ? <a href={deskHref(AUDIT_PATH, { ...auditParams(view), before: undefined })}>{desk.newest}</a> : null}
        {nextBefore ? <a href={deskHref(AUDIT_PATH, { ...auditParams(view), before: nextBefore })}>{copy.older}</a> : null}
      </p>
    </>,
  );
}

/** Who acted: an account by its email then, or the STAFF_TOKEN's script, or an operator's command. */
function actorName(ui: Lang, entry: AuditEntry): string {
  const copy = DESK_TEXTS[ui].audit;
  if (entry.actorId !== null) return entry.actor;
  return entry.actor === 'STAFF_TOKEN' ? copy.machine : entry.actor === 'operator' ? copy.operator : entry.actor;
}

/** What it was done to: a submission links to its page (for those who reach it), an account is named by its email. */
function Subject({ ui, entry, emails }: { ui: Lang; entry: AuditEntry; emails: Map<number, string> }) {
  const { subjects } = DESK_TEXTS[ui].audit;
  const { subjectKind: kind, subjectId: id } = entry;
  if (kind === null || id === null) return null;
  if (kind === 'account') return <>{emails.get(id) ?? subjects.account.replace('{id}', String(id))}</>;
  if (kind === 'mail') return <>{subjects.mail.replace('{id}', String(id))}</>;
  const desk = deskKindNamed(kind);
  if (!desk || !(kind in subjects)) return <>{`${kind} ${id}`}</>;
  return <a href={deskHref(recordPath(desk, id), { ui })}>{subjects[kind as 'enquiry' | 'application'].replace('{id}', String(id))}</a>;
}

const isStatus = (value: string): value is SubmissionStatus => (SUBMISSION_STATUSES as readonly string[]).includes(value);
const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** The entry's short fact in the reader's words where the desk has them (a status, a role, a role's change); otherwise as recorded. */
function detailText(ui: Lang, { action, detail, subjectKind }: AuditEntry): string {
  if (detail === null) return '';
  const desk = subjectKind === null ? undefined : deskKindNamed(subjectKind);
  if (action === 'change-status' && desk && isStatus(detail)) return statusLabel(ui, desk, detail);
  const { roles } = DESK_TEXTS[ui];
  if ((action === 'invite' || action === 'remove-account') && isRole(detail)) return roles[detail];
  const change = action === 'change-role' ? rolesOfChange(detail) : undefined;
  if (change) return roleChangeDetail(roles[change.from], roles[change.to]);
  if (action === 'assign' && detail === 'nobody') return DESK_TEXTS[ui].detail.nobody;
  if (action === 'export-data' || action === 'erase-data') {
    const counts = countsIn(detail);
    if (counts) return countsText(ui, counts);
  }
  return detail;
}
