import { DESK_TEXTS } from '../texts/desk-texts';
import type { StaticPageFiles } from '../../site';
import { holdsAnything, subjectCounts, type SubjectData } from '../../submissions';
import { deskDocument } from './desk-document';
import { formatTime } from './desk-labels';
import { recordPath, statusLabel, type DeskKind } from './desk-kinds';
import { deskKindNamed } from '../kinds-table';
import { deskHref, REQUESTS_PATH, type Viewer } from './desk-links';
import { DeskTable } from './desk-list';
import { EmailField } from './email-field';
import { Field } from './record-page';

export interface RequestsView {
  /** The address as typed, kept in the forms. */
  email?: string | undefined;
  /** What is held under it, once looked for. */
  found?: SubjectData | undefined;
  /** Why the address was refused. */
  emailError?: string | undefined;
  /** Why an erasure was refused (the address typed again did not match). */
  confirmError?: string | undefined;
  /** What the last erasure did. */
  notices?: string[] | undefined;
}

/** A record of the person's, or one that mentions them: a link to its page, as its kind calls it. */
function RecordLink({ ui, kinds, kind, number }: { ui: Viewer['ui']; kinds: readonly DeskKind[]; kind: string; number: number }) {
  const desk = deskKindNamed(kind, kinds);
  if (!desk) return <>{`${kind} ${number}`}</>;
  return <a href={deskHref(recordPath(desk, number), { ui })}>{desk.kind.texts[ui].desk.title.replace('{id}', String(number))}</a>;
}

/**
 * Data requests, for admins (decision 0037): an address is looked for, then what is held under it
 * is listed (counts, their records, notes elsewhere that mention them: references, never what
 * they wrote), with the export's download and the erasure behind typing the address again.
 */
export function requestsPage(files: StaticPageFiles, viewer: Viewer, view: RequestsView, kinds: readonly DeskKind[]): string {
  const { ui } = viewer;
  const desk = DESK_TEXTS[ui];
  const copy = desk.requests;
  const { found, email = '', emailError, confirmError, notices = [] } = view;
  const action = (sub: string) => deskHref(`${REQUESTS_PATH}${sub}`, { ui });
  const problem = emailError ?? confirmError;
  return deskDocument(
    viewer,
    files,
    { title: copy.title, here: { path: REQUESTS_PATH } },
    <>
      <h1 className="page-title">{copy.title}</h1>
      <p className="lead">{copy.intro}</p>
      {notices.map((notice) => (
        <p key={notice} className="desk-notice" role="status">
          {notice}
        </p>
      ))}
      {problem && (
        <p className="desk-alert" role="alert">
          <a href={emailError ? '#request-email' : '#request-confirm'}>{problem}</a>
        </p>
      )}
      <form method="post" action={action('')} className="desk-form" role="search" aria-label={copy.title}>
        <EmailField id="request-email" name="email" label={copy.email} value={email} error={emailError} />
        <p>
          <button className="button" type="submit">
            {copy.find}
          </button>
        </p>
      </form>
      {found && <Held viewer={viewer} found={found} confirmError={confirmError} kinds={kinds} />}
    </>,
  );
}

function Held({
  viewer,
  found,
  confirmError,
  kinds,
}: {
  viewer: Viewer;
  found: SubjectData;
  confirmError: string | undefined;
  kinds: readonly DeskKind[];
}) {
  const { ui } = viewer;
  const copy = DESK_TEXTS[ui].requests;
  const labels: Record<string, string> = copy.counts;
  if (!holdsAnything(found)) return <p role="status">{copy.nothing}</p>;
  const counts = subjectCounts(
    found,
    kinds.map(({ kind }) => kind),
  );
  const action = (sub: string) => deskHref(`${REQUESTS_PATH}${sub}`, { ui });
  const rows = found.submissions.map((row) => {
    const kind = deskKindNamed(row.kind, kinds);
    return (
      <tr key={row.id}>
        <td>
          <RecordLink ui={ui} kinds={kinds} kind={row.kind} number={row.number} />
        </td>
        <td>
          <time dateTime={row.createdAt.toISOString()}>{formatTime(row.createdAt, viewer)}</time>
        </td>
        <td>{kind ? statusLabel(ui, kind, row.status) : row.status}</td>
        <td>{row.fileOriginalName ?? '—'}</td>
      </tr>
    );
  });
  return (
    <section className="desk-held" aria-labelledby="held-heading">
      <h2 id="held-heading">{copy.held.replace('{email}', found.address)}</h2>
      <dl className="desk-fields">
        {Object.entries(counts).map(([key, count]) => (
          <Field key={key} label={labels[key] ?? key}>
            {count}
          </Field>
        ))}
      </dl>
      <h3>{copy.records}</h3>
      <DeskTable
        name={copy.records}
        columns={[copy.columns.record, copy.columns.received, copy.columns.status, copy.columns.cv]}
        rows={rows}
        empty={copy.nothing}
      />
      <h3>{copy.mentions}</h3>
      {found.mentions.length === 0 ? (
        <p>{copy.noMentions}</p>
      ) : (
        <ul>
          {found.mentions.map(({ note, on }) => (
            <li key={note.id}>
              <RecordLink ui={ui} kinds={kinds} kind={on.kind} number={on.number} />{' '}
              <time dateTime={note.at.toISOString()} className="desk-muted">
                {formatTime(note.at, viewer)}
              </time>
            </li>
          ))}
        </ul>
      )}
      <h3>{copy.export}</h3>
      <form method="post" action={action('/export')} className="desk-form">
        <input type="hidden" name="email" value={found.address} />
        <p>{copy.exportHint}</p>
        <p>
          <button className="button" type="submit">
            {copy.export}
          </button>
        </p>
      </form>
      {/* The one step that cannot be undone, boxed apart from the rest. */}
      <div className="desk-danger-zone">
        <h3 id="erase-heading">{copy.erase}</h3>
        <form method="post" action={action('/erase')} className="desk-form" aria-labelledby="erase-heading">
          <input type="hidden" name="email" value={found.address} />
          <p>{copy.eraseHint}</p>
          <EmailField id="request-confirm" name="confirm" label={copy.confirm} error={confirmError} />
          <p>
            <button className="button button--ghost desk-danger" type="submit">
              {copy.eraseSubmit}
            </button>
          </p>
        </form>
      </div>
    </section>
  );
}
