import { DESK_TEXTS } from '../texts/desk-texts';
import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import type { StaticPageFiles } from '../../site';
import type { UnmatchedMail } from '../../submissions';
import { deskDocument } from './desk-document';
import type { DeskKind } from './desk-kinds';
import { formatTime } from './desk-labels';
import { deskHref, UNMATCHED_PATH, type Viewer } from './desk-links';
import { invalidIf } from './email-field';
import { Field } from './record-page';
import { PageHead } from './page-head';

/** A refused attachment: which mail's form, which field, why, and what was typed. */
export interface AttachProblem {
  mailId: number;
  field: 'kind' | 'number' | null;
  message: string;
  kind?: string | undefined;
  number?: string | undefined;
}

export interface UnmatchedView {
  mails: UnmatchedMail[];
  /** The mail `before` of this page, when it is not the first. */
  before?: number | undefined;
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: number | null;
  notice?: string | undefined;
  problem?: AttachProblem | undefined;
}

const mailPath = (id: number, action: 'attach' | 'discard') => `${UNMATCHED_PATH}/${id}/${action}`;

/** Who sent it: the name and address, or the address alone. */
const senderOf = (mail: Pick<UnmatchedMail, 'fromName' | 'fromAddress'>) =>
  mail.fromName && mail.fromAddress ? `${mail.fromName} <${mail.fromAddress}>` : mail.fromName || mail.fromAddress || '—';

/**
 * The admins' unmatched mail (issue 53): newest first, a page at a time, each with who sent it,
 * when, what it is, its new words as text and its files by name, a form attaching it to a record
 * by section and number, and the way to discard it (after a question, decision 0061's pattern).
 */
export function unmatchedPage(files: StaticPageFiles, viewer: Viewer, view: UnmatchedView, kinds: readonly DeskKind[]): string {
  const { ui } = viewer;
  const desk = DESK_TEXTS[ui];
  const copy = desk.unmatched;
  const { mails, problem, notice } = view;
  const problemField = problem && `mail-${problem.mailId}-${problem.field ?? 'number'}`;
  return deskDocument(
    viewer,
    files,
    { title: copy.title, here: { path: UNMATCHED_PATH, params: { before: view.before } } },
    <>
      <PageHead
        title={copy.title}
        intro={copy.intro}
        notice={notice}
        alert={problem && (problem.field ? <a href={`#${problemField}`}>{problem.message}</a> : problem.message)}
      />
      {mails.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ol className="desk-mails">
          {mails.map((mail) => (
            <li key={mail.id}>
              <MailEntry viewer={viewer} mail={mail} kinds={kinds} problem={problem?.mailId === mail.id ? problem : undefined} />
            </li>
          ))}
        </ol>
      )}
      <p className="desk-paging">
        {view.before ? <a href={deskHref(UNMATCHED_PATH, { ui })}>{desk.newest}</a> : null}
        {view.nextBefore ? <a href={deskHref(UNMATCHED_PATH, { ui, before: view.nextBefore })}>{copy.older}</a> : null}
      </p>
    </>,
  );
}

function MailEntry({
  viewer,
  mail,
  kinds,
  problem,
}: {
  viewer: Viewer;
  mail: UnmatchedMail;
  kinds: readonly DeskKind[];
  problem: AttachProblem | undefined;
}) {
  const { ui } = viewer;
  const copy = DESK_TEXTS[ui].unmatched;
  const id = (field: string) => `mail-${mail.id}-${field}`;
  const error = (field: 'kind' | 'number') => (problem && (problem.field ?? 'number') === field ? problem.message : undefined);
  return (
    <article className="desk-mail" aria-labelledby={id('subject')}>
      <h2 id={id('subject')}>{mail.subject || copy.noSubject}</h2>
      <dl className="desk-fields">
        <Field label={copy.from}>{senderOf(mail)}</Field>
        <Field label={copy.received}>
          <time dateTime={mail.receivedAt.toISOString()}>{formatTime(mail.receivedAt, viewer)}</time>
        </Field>
        <Field label={copy.kind}>{copy.classes[mail.class]}</Field>
        <Field label={copy.attachments}>
          {mail.attachments.length === 0 ? (
            copy.noAttachments
          ) : (
            <ul className="desk-mail__files">
              {mail.attachments.map((name, index) => (
                <li key={index}>{name}</li>
              ))}
            </ul>
          )}
        </Field>
      </dl>
      <h3 className="visually-hidden">{copy.newWords}</h3>
      <p className="desk-reading">{mail.newWords || copy.noWords}</p>
      <form
        method="post"
        action={deskHref(mailPath(mail.id, 'attach'), { ui })}
        className="desk-mail__attach"
        aria-labelledby={id('attach')}
      >
        <h3 id={id('attach')}>{copy.attachHeading}</h3>
        <p>
          <label htmlFor={id('kind')}>{copy.recordKind}</label>
          <select id={id('kind')} name="kind" defaultValue={problem?.kind ?? kinds[0]?.kind.name} {...invalidIf(id('kind'), error('kind'))}>
            {kinds.map(({ kind }) => (
              <option key={kind.name} value={kind.name}>
                {kind.texts[ui].desk.list}
              </option>
            ))}
          </select>
          <FieldError id={id('kind')} error={error('kind')} />
        </p>
        <p>
          <label htmlFor={id('number')}>{copy.number}</label>
          <input
            id={id('number')}
            name="number"
            inputMode="numeric"
            autoComplete="off"
            size={8}
            maxLength={10}
            required
            defaultValue={problem?.number ?? ''}
            {...invalidIf(id('number'), error('number'))}
          />
          <FieldError id={id('number')} error={error('number')} />
        </p>
        <p>
          <button className="button" type="submit">
            {copy.attach}
          </button>
        </p>
      </form>
      <p>
        <a className="button button--ghost desk-danger" href={deskHref(mailPath(mail.id, 'discard'), { ui })}>
          {copy.discard}
        </a>
      </p>
    </article>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <span id={`${id}-error`} className="desk-field-error">
      {error}
    </span>
  ) : null;
}

/** The question before a mail is discarded: whose mail, what discarding does, the button and the way back. */
export function discardPage(
  files: StaticPageFiles,
  viewer: Viewer,
  mail: Pick<UnmatchedMail, 'id' | 'fromName' | 'fromAddress' | 'subject'>,
): string {
  const { ui } = viewer;
  const copy = DESK_TEXTS[ui].unmatched;
  const question = fill(copy.confirm.question, { from: senderOf(mail) });
  return deskDocument(
    viewer,
    files,
    { title: question, here: { path: UNMATCHED_PATH } },
    <>
      <div className="desk-record-head">
        <p className="desk-muted">{mail.subject || copy.noSubject}</p>
        <h1 className="page-title">{question}</h1>
      </div>
      <p className="desk-reading">{copy.confirm.why}</p>
      <form method="post" action={deskHref(mailPath(mail.id, 'discard'), { ui })} className="desk-confirm">
        <input type="hidden" name="confirmed" value="1" />
        <button className="button" type="submit">
          {copy.confirm.yes}
        </button>
        <a className="button button--ghost" href={deskHref(UNMATCHED_PATH, { ui })}>
          {copy.confirm.cancel}
        </a>
      </form>
    </>,
  );
}
