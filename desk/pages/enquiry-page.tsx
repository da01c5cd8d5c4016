import type { ReactNode } from 'react';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../shared/submissions/statuses';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { LANG_NAMES, type Lang } from '../../shared/i18n/langs';
import type { StoredEnquiry, SubmissionEvent } from '../../submissions';
import type { StaticPageFiles } from '../../site';
import { deskDocument } from './desk-document';
import { budgetText, deliveryLabel, formatTime, statusLabel } from './desk-labels';
import { DESK_PATH, deskHref, type Viewer } from './desk-links';

/** One enquiry: every field, its email's delivery, the status and note forms, and its history. */
export function enquiryPage(files: StaticPageFiles, viewer: Viewer, enquiry: StoredEnquiry, history: SubmissionEvent[]): string {
  const { ui } = viewer;
  const { staffDesk: desk, contactForm: labels } = DICTIONARIES[ui];
  const { detail } = desk;
  const title = detail.title.replace('{id}', String(enquiry.id));
  const action = (path: string) => deskHref(`${DESK_PATH}/enquiries/${enquiry.id}${path}`, { ui });
  return deskDocument(
    viewer,
    files,
    { title, here: { path: `${DESK_PATH}/enquiries/${enquiry.id}` } },
    <>
      <p>
        <a href={deskHref(DESK_PATH, { ui })}>{detail.back}</a>
      </p>
      <h1 className="page-title">{title}</h1>
      <dl className="desk-fields">
        <Field label={detail.received}>{formatTime(enquiry.createdAt, viewer)}</Field>
        <Field label={labels.name}>{enquiry.name}</Field>
        <Field label={labels.email}>
          <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        </Field>
        <Field label={labels.phone}>
          <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</a>
        </Field>
        <Field label={labels.company}>{enquiry.company ?? desk.notGiven}</Field>
        <Field label={labels.budget}>{budgetText(ui, enquiry.budget)}</Field>
        <Field label={detail.language}>{LANG_NAMES[enquiry.locale]}</Field>
        <Field label={detail.status}>{statusLabel(ui, enquiry.status)}</Field>
        <Field label={detail.delivery}>
          {deliveryLabel(ui, enquiry)}
          {enquiry.deliveryAttempts ? (
            <>
              {' '}
              <span className="desk-muted">({detail.attempts.replace('{count}', String(enquiry.deliveryAttempts))})</span>
            </>
          ) : null}
          {enquiry.delivery === 'failed' && (
            <form method="post" action={action('/resend')} className="desk-inline-form">
              <button className="button button--ghost" type="submit">
                {detail.resend}
              </button>
            </form>
          )}
        </Field>
      </dl>
      <h2>{detail.message}</h2>
      <p className="desk-message">{enquiry.project}</p>
      <form method="post" action={action('')} className="desk-status">
        <fieldset>
          <legend>{detail.setStatus}</legend>
          {SUBMISSION_STATUSES.filter((status) => status !== enquiry.status).map((status) => (
            <button key={status} className="button button--ghost" type="submit" name="status" value={status}>
              {statusLabel(ui, status)}
            </button>
          ))}
        </fieldset>
      </form>
      <form method="post" action={action('')} className="desk-note">
        <p>
          <label htmlFor="desk-note">{detail.note}</label>
          <textarea id="desk-note" name="note" rows={3} maxLength={2000} required></textarea>
        </p>
        <button className="button" type="submit">
          {detail.addNote}
        </button>
      </form>
      <h2>{detail.history}</h2>
      {history.length ? (
        <ol className="desk-history">
          {history.map((event, index) => (
            <li key={index}>
              <time dateTime={event.at}>{formatTime(event.at, viewer)}</time> — {eventText(ui, event)}
              {event.kind === 'note' && (
                <>
                  : <q>{event.detail}</q>
                </>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>{detail.noHistory}</p>
      )}
    </>,
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** What happened, as the history says it (a note's own text follows it). */
function eventText(ui: Lang, event: SubmissionEvent): string {
  const { events } = DICTIONARIES[ui].staffDesk.detail;
  return event.kind === 'status'
    ? events.status.replace('{status}', statusLabel(ui, event.detail as SubmissionStatus))
    : events[event.kind];
}
