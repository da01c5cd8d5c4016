import type { ReactNode } from 'react';
import { DESK_TEXTS } from '../texts/desk-texts';
import { LANG_NAMES } from '../../shared/i18n/langs';
import { zoneLabel } from '../../shared/time-zones';
import type { ConsentRecord, SubmissionEvent, SubmissionView } from '../../submissions';
import type { StaticPageFiles } from '../../site';
import { shownName, type StaffAccount } from '../accounts/account-store';
import { MAX_NOTE } from '../staff-schemas';
import { deskDocument } from './desk-document';
import { authorText, deliveryLabel, formatTime } from './desk-labels';
import { purposeLabel, recordPath, statusLabel, type DeskKind } from './desk-kinds';
import { deskHref, type Viewer } from './desk-links';
import { ReplyClock } from './reply-promise-panel';
import { ReplyBlock, type ReplyView } from './reply-composer';
import { Conversation } from './conversation-list';
import type { ConversationItem } from '../conversation';

/** What every kind's record shows the same way. */
export type RecordSummary = Omit<SubmissionView, 'notes'>;

export interface RecordPageView {
  desk: DeskKind;
  record: RecordSummary;
  history: SubmissionEvent[];
  /** What was sent, replied, answered and noted, oldest first (desk/conversation.ts). */
  conversation: ConversationItem[];
  /** Who it may be assigned to. */
  candidates: StaffAccount[];
  /** The accounts' names by their address, for who did what: the history keeps the address. */
  names: ReadonlyMap<string, string>;
  /** The composer (reply-composer.tsx). */
  reply: ReplyView;
  /** What the last change did (a reply queued). */
  notice?: string | undefined;
  /** Why an assignment was refused. */
  assignError?: string | undefined;
}

/** The kind's own part: who it is from (the page's title), its fields (after when it arrived) and what the sender wrote. */
export interface OwnPart {
  /** The person and, when given, their company or the position: "Ann Lee, Acme". */
  title: string;
  fields: ReactNode;
  message: { heading: string; text: string };
}

/** A control's invalid state and the id of its message, as the site's forms tie them. */
const invalidIf = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/**
 * One record of any kind (an enquiry, an application), laid out for answering: titled by who it
 * is from, its number above; the conversation first (the sender's words, the replies, the mail
 * that came back and the notes), then the composer, a note and the history of its status,
 * assignees and emails sent again;
 * beside them on a wide screen (below them on a phone) where it stands (its status with the
 * reply's clock, who has it), its fields, its email's delivery and its consent, folded. Every
 * form posts to the record's own address and comes back here; a final status asks first.
 */
export function recordPage(files: StaticPageFiles, viewer: Viewer, view: RecordPageView, own: OwnPart): string {
  const { ui } = viewer;
  const { desk, record } = view;
  const { detail, notGiven } = DESK_TEXTS[ui];
  const copy = desk.kind.texts[ui].desk;
  const number = copy.title.replace('{id}', String(record.id));
  const path = recordPath(desk, record.id);
  const action = (sub: string) => deskHref(`${path}${sub}`, { ui });
  const now = new Date();
  return deskDocument(
    viewer,
    files,
    // The browser's title is the number alone: its history and tabs keep no one's name.
    { title: number, here: { path } },
    <>
      <p>
        <a href={deskHref(desk.listPath, { ui })}>{copy.back}</a>
      </p>
      <div className="desk-record-head">
        <p className="desk-muted">{number}</p>
        <h1 className="page-title">{own.title}</h1>
      </div>
      {view.notice && (
        <p className="desk-notice" role="status">
          {view.notice}
        </p>
      )}
      <div className="desk-record">
        <div className="desk-record__main">
          <Conversation viewer={viewer} record={record} items={view.conversation} message={own.message} action={action} />
          <ReplyBlock
            viewer={viewer}
            desk={desk}
            record={record}
            view={view.reply}
            replied={view.conversation.some((item) => item.kind === 'reply')}
            action={action}
            now={now}
          />
          <form method="post" action={action('')} className="desk-note">
            <p>
              <label htmlFor="desk-note">{detail.note}</label>
              <textarea id="desk-note" name="note" rows={3} maxLength={MAX_NOTE} required></textarea>
            </p>
            <button className="button button--ghost" type="submit">
              {detail.addNote}
            </button>
          </form>
          <h2 id="history">{detail.history}</h2>
          <History viewer={viewer} desk={desk} history={view.history} names={view.names} />
        </div>
        <div className="desk-record__side">
          <section aria-labelledby="status-heading">
            <h2 id="status-heading">{copy.status}</h2>
            <p>
              <strong>{statusLabel(ui, desk, record.status)}</strong>
              <ReplyClock viewer={viewer} kind={desk.kind.name} record={record} now={now} promise={copy.promised} after="status" />
            </p>
            <form method="post" action={action('')} className="desk-status">
              <fieldset>
                <legend>{copy.setStatus}</legend>
                {desk.kind.staff.statuses
                  .filter((status) => status !== record.status)
                  .map((status) => (
                    <button key={status} className="button button--ghost" type="submit" name="status" value={status}>
                      {statusLabel(ui, desk, status)}
                    </button>
                  ))}
              </fieldset>
            </form>
          </section>
          <AssignForm viewer={viewer} view={view} action={action('/assignee')} />
          <section aria-labelledby="details-heading">
            <h2 id="details-heading">{detail.details}</h2>
            <dl className="desk-fields">
              <Field label={detail.received}>
                <time dateTime={record.createdAt}>{formatTime(record.createdAt, viewer)}</time>
              </Field>
              {own.fields}
              <Field label={detail.language}>{LANG_NAMES[record.locale]}</Field>
              <Field label={detail.timeZone}>{record.timeZone ? zoneLabel(now, record.timeZone, ui) : notGiven}</Field>
              <Field label={detail.firstReply}>
                {record.firstReplyAt ? (
                  <time dateTime={record.firstReplyAt}>{formatTime(record.firstReplyAt, viewer)}</time>
                ) : (
                  detail.notYet
                )}
              </Field>
              <Field label={detail.delivery}>
                {deliveryLabel(ui, record)}
                {record.deliveryAttempts ? (
                  <>
                    {' '}
                    <span className="desk-muted">({detail.attempts.replace('{count}', String(record.deliveryAttempts))})</span>
                  </>
                ) : null}
                {record.delivery === 'failed' && (
                  <form method="post" action={action('/resend')} className="desk-inline-form">
                    <button className="button button--ghost" type="submit">
                      {detail.resend}
                    </button>
                  </form>
                )}
              </Field>
            </dl>
          </section>
          <ConsentLedger viewer={viewer} consent={record.consent} />
        </div>
      </div>
    </>,
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The record's consent as the ledger keeps it (decision 0036), folded: which text, when, from where, in which language, for what. */
function ConsentLedger({ viewer, consent }: { viewer: Viewer; consent: ConsentRecord | null }) {
  const { ui } = viewer;
  const { notGiven, detail } = DESK_TEXTS[ui];
  const copy = detail.consent;
  return (
    <details className="desk-consent">
      <summary>{copy.heading}</summary>
      {consent ? (
        <dl className="desk-fields">
          <Field label={copy.version}>{consent.version}</Field>
          <Field label={copy.at}>
            <time dateTime={consent.at}>{formatTime(consent.at, viewer)}</time>
          </Field>
          <Field label={copy.address}>{consent.address ?? notGiven}</Field>
          <Field label={copy.language}>{LANG_NAMES[consent.lang]}</Field>
          <Field label={copy.purpose}>{purposeLabel(ui, consent.purpose)}</Field>
        </dl>
      ) : (
        <p>{copy.notRecorded}</p>
      )}
    </details>
  );
}

/** Who has the record: anyone whose role reaches its kind, or nobody. */
function AssignForm({ viewer, view, action }: { viewer: Viewer; view: RecordPageView; action: string }) {
  const { ui } = viewer;
  const { detail, accounts } = DESK_TEXTS[ui];
  const { assignee } = view.record;
  // Someone removed since keeps their row until the record is given to another.
  const people = assignee && !view.candidates.some(({ id }) => id === assignee.id) ? [...view.candidates, assignee] : view.candidates;
  return (
    <form method="post" action={action} className="desk-assign">
      <p>
        <label htmlFor="desk-assignee">{detail.assignee}</label>
        <select
          id="desk-assignee"
          name="assignee"
          defaultValue={assignee ? String(assignee.id) : ''}
          {...invalidIf('desk-assignee', view.assignError)}
        >
          <option value="">{detail.nobody}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.id === viewer.account.id ? `${shownName(person)} (${accounts.you})` : shownName(person)}
            </option>
          ))}
        </select>{' '}
        <button className="button button--ghost" type="submit">
          {detail.assign}
        </button>
        {view.assignError && (
          <span id="desk-assignee-error" className="desk-field-error">
            {view.assignError}
          </span>
        )}
      </p>
    </form>
  );
}

/** What the history list tells: the notes and replies are in the conversation. */
type Change = SubmissionEvent & { kind: 'status' | 'assign' | 'resend' };
const isChange = (event: SubmissionEvent): event is Change => event.kind !== 'note' && event.kind !== 'reply';

/** What happened to the record's status, assignee and emails, oldest first, each with who did it (nothing for what happened before authors were kept). */
function History({
  viewer,
  desk,
  history,
  names,
}: {
  viewer: Viewer;
  desk: DeskKind;
  history: SubmissionEvent[];
  names: ReadonlyMap<string, string>;
}) {
  const { ui } = viewer;
  const { detail } = DESK_TEXTS[ui];
  const changes = history.filter(isChange);
  if (changes.length === 0) return <p>{detail.noHistory}</p>;
  return (
    <ol className="desk-history">
      {changes.map((event, index) => (
        <li key={index}>
          <time dateTime={event.at}>{formatTime(event.at, viewer)}</time> — {eventText(viewer, desk, event, names)}
          {event.author && <> {authorText(viewer, event.author, names)}</>}
        </li>
      ))}
    </ol>
  );
}

/** What happened, as the history says it. */
function eventText({ ui }: Viewer, desk: DeskKind, event: Change, names: ReadonlyMap<string, string>): string {
  const { events } = DESK_TEXTS[ui].detail;
  switch (event.kind) {
    case 'status': {
      const { statusEvent, statusOf } = desk.kind.texts[ui].desk;
      return statusEvent.replace('{status}', statusOf[event.detail] ?? event.detail);
    }
    case 'assign':
      return event.detail ? events.assign.replace('{person}', names.get(event.detail) ?? event.detail) : events.unassigned;
    default:
      return events[event.kind];
  }
}
