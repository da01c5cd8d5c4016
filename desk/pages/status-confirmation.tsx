import { DESK_TEXTS } from '../texts/desk-texts';
import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import type { FinalStatus } from '../../shared/submissions/statuses';
import type { SubmissionRecord } from '../../submissions';
import type { StaticPageFiles } from '../../site';
import { deskDocument } from './desk-document';
import { recordPath, statusLabel, type DeskKind } from './desk-kinds';
import { deskHref, type Viewer } from './desk-links';

/**
 * The step before a final status (decision 0061): which record, the question, what the status does,
 * then the button that sets it and the way back (to the list a row sent it from, else the record).
 * A form and a link: no script, and Tab reaches both.
 */
export function statusConfirmationPage(
  files: StaticPageFiles,
  viewer: Viewer,
  { desk, record, status, back }: { desk: DeskKind; record: SubmissionRecord; status: FinalStatus; back: string | undefined },
): string {
  const { ui } = viewer;
  const copy = desk.kind.texts[ui].desk;
  const { confirm } = DESK_TEXTS[ui].detail;
  const vars = { action: copy.setStatus, status: statusLabel(ui, desk, status) };
  const question = fill(confirm.question, vars);
  const path = recordPath(desk, record.number);
  return deskDocument(
    viewer,
    files,
    { title: question, here: { path } },
    <>
      <div className="desk-record-head">
        <p className="desk-muted">
          {copy.title.replace('{id}', String(record.number))} — {record.name}
        </p>
        <h1 className="page-title">{question}</h1>
      </div>
      <p className="desk-reading">{confirm.why[status]}</p>
      <form method="post" action={deskHref(path, { ui })} className="desk-confirm">
        <input type="hidden" name="status" value={status} />
        <input type="hidden" name="confirmed" value={status} />
        {back && <input type="hidden" name="back" value={back} />}
        <button className="button" type="submit">
          {fill(confirm.yes, vars)}
        </button>
        <a className="button button--ghost" href={back ?? deskHref(path, { ui })}>
          {confirm.cancel}
        </a>
      </form>
    </>,
  );
}
