import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import type { ReplyFrame } from '../../submissions';
import { DESK_TEXTS } from '../texts/desk-texts';
import { MAX_REPLY } from '../staff-schemas';
import type { DeskKind } from './desk-kinds';
import type { Viewer } from './desk-links';
import { ReplyClock } from './reply-promise-panel';
import type { RecordSummary } from './record-page';

/** The composer as it is shown: the opening line (or what was sent and refused), its one-time key, and why it was refused. */
export interface ReplyDraft {
  text: string;
  key: string;
  error?: string | undefined;
}

/** What the reply block of a record's page shows besides the record. */
export interface ReplyView {
  draft: ReplyDraft;
  /** The greeting, the reader's signature and the quote the email adds around the text, in the sender's language. */
  frame: ReplyFrame;
  /** Who a reply goes as ("Sam Lee at Northbeam"), from which address, and where the sender's answer goes. */
  mail: { sender: string; from: string; inbox: string };
}

interface ReplyBlockProps {
  viewer: Viewer;
  desk: DeskKind;
  record: RecordSummary;
  view: ReplyView;
  /** Whether a reply was sent already (the conversation lists it): the composer then folds. */
  replied: boolean;
  /** The record's address with a path after it, in the reader's language: where the form posts. */
  action: (sub: string) => string;
  now: Date;
}

/**
 * A record's reply by email, under a heading with the time left to send one: the composer, which
 * folds behind "Write another reply" once a reply is sent (a <details>: desk pages load no
 * script), unless it holds a refused one. The replies sent are in the conversation above it.
 */
export function ReplyBlock({ viewer, desk, record, view, replied, action, now }: ReplyBlockProps) {
  const copy = DESK_TEXTS[viewer.ui].detail.reply;
  const composer = <Composer viewer={viewer} record={record} view={view} action={action('/reply')} />;
  return (
    <section aria-labelledby="reply-heading" className="desk-reply">
      <h2 id="reply-heading">
        {copy.heading}
        <ReplyClock viewer={viewer} kind={desk.kind.name} record={record} now={now} after="heading" />
      </h2>
      {record.status === 'spam' ? (
        <p>{copy.spam}</p>
      ) : replied ? (
        <details className="desk-another" open={Boolean(view.draft.error)}>
          <summary className="button button--ghost">{copy.another}</summary>
          {composer}
        </details>
      ) : (
        composer
      )}
    </section>
  );
}

/**
 * The composer: the text area for the member of staff's own words, inside a preview of the email
 * it becomes, in the sender's language, none of it editable: the greeting above; the signature
 * and the line that introduces the quote below, the quoted message itself as "> …" (it is on the
 * page already). Sent once however often it is posted.
 */
function Composer({ viewer, record, view, action }: { viewer: Viewer; record: RecordSummary; view: ReplyView; action: string }) {
  const copy = DESK_TEXTS[viewer.ui].detail.reply;
  const { draft, frame, mail } = view;
  return (
    <form method="post" action={action} className="desk-form">
      <input type="hidden" name="key" value={draft.key} />
      <p>
        <label htmlFor="desk-reply">{copy.label.replace('{email}', record.email)}</label>
        <span id="desk-reply-hint" className="desk-muted">
          {fill(copy.hint, mail)}
        </span>
      </p>
      <div className="desk-email" role="group" aria-label={copy.preview} lang={record.locale}>
        <p className="desk-email-part">{frame.greeting}</p>
        <textarea
          id="desk-reply"
          name="text"
          rows={10}
          maxLength={MAX_REPLY}
          required
          defaultValue={draft.text}
          aria-describedby={draft.error ? 'desk-reply-hint desk-reply-error' : 'desk-reply-hint'}
          {...(draft.error && { 'aria-invalid': true })}
        />
        {draft.error && (
          <span id="desk-reply-error" className="desk-field-error" lang={viewer.ui}>
            {draft.error}
          </span>
        )}
        <p className="desk-email-part">{frame.signature.join('\n')}</p>
        {frame.quote && <p className="desk-email-part">{`${frame.quote.attribution}\n> …`}</p>}
      </div>
      <p>
        <button className="button" type="submit">
          {copy.send}
        </button>
      </p>
    </form>
  );
}
