import type { ReactNode } from 'react';
import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import { formatFileSize } from '../../shared/i18n/format';
import { DESK_TEXTS } from '../texts/desk-texts';
import type { ConversationAttachment, ConversationItem } from '../conversation';
import { formatTime } from './desk-labels';
import type { Viewer } from './desk-links';
import type { RecordSummary } from './record-page';

type MailItem = Extract<ConversationItem, { kind: 'mail' | 'staff-mail' }>;
type ReplyItem = Extract<ConversationItem, { kind: 'reply' }>;

interface ConversationProps {
  viewer: Viewer;
  record: RecordSummary;
  items: ConversationItem[];
  /** What the form's message is called ("Message", "Note from the applicant") and its text as the kind's page shows it. */
  message: { heading: string; text: string };
  /** The record's address with a path after it, in the reader's language: where a failed reply's "Try again" posts. */
  action: (sub: string) => string;
}

/**
 * A record's one conversation, oldest first: what was sent with the form, the replies from the
 * desk with their emails' state, the mail that came back (its new words only, as text; marked
 * automatic, a bounce, or from another address; its attachments and the whole of it as text
 * behind links) and the notes for the team, each under who wrote it, what it is and when.
 */
export function Conversation({ viewer, record, items, message, action }: ConversationProps) {
  const copy = DESK_TEXTS[viewer.ui].detail.conversation;
  return (
    <section aria-labelledby="conversation-heading">
      <h2 id="conversation-heading">{copy.heading}</h2>
      <ol className="desk-conversation" aria-labelledby="conversation-heading">
        {items.map((item, index) => (
          <li key={index} className={`desk-turn desk-turn--${item.kind}`}>
            {item.kind === 'submission' ? (
              <>
                <Meta viewer={viewer} item={item} what={message.heading} />
                <p className="desk-message desk-reading" lang={record.locale}>
                  {message.text}
                </p>
              </>
            ) : item.kind === 'note' ? (
              <>
                <Meta viewer={viewer} item={item} what={copy.note} />
                <p className="desk-message desk-reading">{item.text}</p>
              </>
            ) : item.kind === 'reply' ? (
              <Reply viewer={viewer} record={record} item={item} action={action} />
            ) : (
              <Mail viewer={viewer} record={record} item={item} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Who wrote it as the reader knows them: a person by name (you, if it was you), or a script or an operator. */
function whoOf({ ui, account }: Viewer, item: ConversationItem): string {
  const copy = DESK_TEXTS[ui].detail.conversation;
  if (item.author === 'STAFF_TOKEN') return copy.machine;
  if (item.author === 'operator') return copy.operator;
  if (item.author === null) return copy.unknown;
  const name = item.authorName ?? item.author;
  return item.kind !== 'submission' && item.kind !== 'mail' && item.author === account.email ? fill(copy.you, { name }) : name;
}

/** The item's line above its words: who, what it is, when, then anything else to know about it. */
function Meta({ viewer, item, what, children }: { viewer: Viewer; item: ConversationItem; what: string; children?: ReactNode }) {
  return (
    <p className="desk-turn-meta">
      <strong>{whoOf(viewer, item)}</strong>
      {' · '}
      {what}
      {' · '}
      <time dateTime={item.at}>{formatTime(item.at, viewer)}</time>
      {children}
    </p>
  );
}

/** A reply from the desk: what the sender read, and whether its email is queued, sent or failed (with "Try again"). */
function Reply({
  viewer,
  record,
  item,
  action,
}: {
  viewer: Viewer;
  record: RecordSummary;
  item: ReplyItem;
  action: ConversationProps['action'];
}) {
  const { detail } = DESK_TEXTS[viewer.ui];
  const { states, retry } = detail.reply;
  const { email } = item;
  return (
    <>
      <Meta viewer={viewer} item={item} what={detail.conversation.reply}>
        {email && (
          <>
            {' · '}
            {email.state === 'sent' ? (
              <span className="desk-reply-state">
                {states.sent}
                {email.sentAt && (
                  <>
                    {' '}
                    <time dateTime={email.sentAt}>{formatTime(email.sentAt, viewer)}</time>
                  </>
                )}
              </span>
            ) : email.state === 'failed' ? (
              <span className="desk-reply-state desk-reply-state--failed">{states.failed}</span>
            ) : (
              <span className="desk-reply-state">{states.queued}</span>
            )}
          </>
        )}
      </Meta>
      {email?.state === 'failed' && (
        <form method="post" action={action(`/replies/${email.id}/retry`)} className="desk-inline-form">
          <button className="button button--ghost" type="submit">
            {retry}
          </button>
        </form>
      )}
      <p className="desk-message desk-reading" lang={record.locale}>
        {item.text}
      </p>
    </>
  );
}

/** A mail that came back: its new words only, as text, what else to know of it, its attachments and a link to the whole of it. */
function Mail({ viewer, record, item }: { viewer: Viewer; record: RecordSummary; item: MailItem }) {
  const copy = DESK_TEXTS[viewer.ui].detail.conversation;
  const returned =
    item.returned?.kind === 'confirmation'
      ? copy.returned.confirmation
      : item.returned?.kind === 'reply' && item.returned.at
        ? fill(copy.returned.reply, { time: formatTime(item.returned.at, viewer) })
        : null;
  const marks = [
    item.automatic && copy.automatic,
    item.bounce && (returned ? `${copy.bounce}: ${returned}` : copy.bounce),
    item.otherAddress && fill(copy.otherAddress, { address: item.otherAddress }),
  ].filter((mark): mark is string => Boolean(mark));
  return (
    <>
      <Meta viewer={viewer} item={item} what={item.kind === 'staff-mail' ? copy.staffMail : copy.mail}>
        {marks.map((mark) => (
          <span key={mark}>
            {' · '}
            <strong>{mark}</strong>
          </span>
        ))}
      </Meta>
      {item.text ? (
        <p className="desk-message desk-reading" lang={item.kind === 'mail' ? record.locale : undefined}>
          {item.text}
        </p>
      ) : (
        <p className="desk-muted">{copy.nothingNew}</p>
      )}
      {item.attachments.length > 0 && (
        <div className="desk-attachments">
          <p>{copy.attachments}</p>
          <ul>
            {item.attachments.map((attachment, index) => (
              <li key={index}>
                <AttachmentLine viewer={viewer} attachment={attachment} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="desk-turn-original">
        <a href={item.original}>{copy.original}</a>
      </p>
    </>
  );
}

/** An attachment by its name and size: a link to it when it was kept, else why it was not. */
function AttachmentLine({ viewer: { ui }, attachment }: { viewer: Viewer; attachment: ConversationAttachment }) {
  const { notKept } = DESK_TEXTS[ui].detail.conversation;
  const size = formatFileSize(attachment.bytes, ui);
  return attachment.path ? (
    <>
      <a href={attachment.path} download>
        {attachment.name}
      </a>{' '}
      <span className="desk-muted">({size})</span>
    </>
  ) : (
    <>
      {attachment.name}{' '}
      <span className="desk-muted">
        ({size}, {attachment.notKept === 'size' ? notKept.size : notKept.type})
      </span>
    </>
  );
}
