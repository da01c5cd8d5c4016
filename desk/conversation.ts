import {
  KEPT_ATTACHMENT_MAX_BYTES,
  type AnyKind,
  type DeliveryState,
  type RecordMail,
  type SentReply,
  type SubmissionEvent,
  type SubmissionRecord,
} from '../submissions';

/** A file a mail brought: named and sized, with where to download it when it was kept, or why it was not. */
export interface ConversationAttachment {
  name: string;
  type: string;
  bytes: number;
  /** The staff API's path of its download; null when it was not kept. */
  path: string | null;
  /** Why it was not kept: over the size kept, or of a type the file store does not take; null when kept. */
  notKept: 'size' | 'type' | null;
}

/** What every item of a conversation says: when, who (an address, or STAFF_TOKEN or operator, as the history keeps) and their name when known, and what they wrote. */
interface Said {
  at: string;
  author: string | null;
  authorName: string | null;
  text: string;
}

/**
 * One item of a record's conversation (the page's and the staff API's): the submission itself, a
 * reply from the desk with its email's state, a note for the team, or a mail that came back, from
 * the sender or anyone else (`mail`) or from a member of staff's own mail client (`staff-mail`),
 * with its new words only and a link to its whole original.
 */
export type ConversationItem =
  | (Said & { kind: 'submission' })
  | (Said & { kind: 'note' })
  | (Said & { kind: 'reply'; email: { id: number; state: DeliveryState; sentAt: string | null } | null })
  | (Said & {
      kind: 'mail' | 'staff-mail';
      /** An automatic reply (an out-of-office): kept, and it changes nothing. */
      automatic: boolean;
      /** A bounce: the studio's email did not arrive. */
      bounce: boolean;
      /** A bounce's returned email, when it is one of this record's: its kind ('reply', 'confirmation'…) and, for a reply, when it was written. */
      returned: { kind: string; at: string | null } | null;
      /** The sender's address when it is not the record's nor a member of staff's (nor a bounce's mail system). */
      otherAddress: string | null;
      attachments: ConversationAttachment[];
      /** The staff API's path of the whole mail as text. */
      original: string;
    });

export interface ConversationParts {
  kind: AnyKind;
  record: SubmissionRecord;
  history: SubmissionEvent[];
  replies: SentReply[];
  mail: RecordMail[];
  /** The accounts' names by their address. */
  names: ReadonlyMap<string, string>;
}

/** Where the staff API (mounted at /api, as the CV's link knows) serves a record's mail and its kept attachments. */
export const mailPaths = (kind: AnyKind, number: number) => {
  const base = `/api${kind.staff.path}/${number}`;
  return { original: (mail: number) => `${base}/mail/${mail}`, attachment: (id: number) => `${base}/attachments/${id}` };
};

/**
 * The record's whole exchange in time order: what was sent with the form, the notes and the
 * replies as the history keeps them, and the mail that came back (the submission first of what
 * happened at the same moment).
 */
export function conversationOf({ kind, record, history, replies, mail, names }: ConversationParts): ConversationItem[] {
  const paths = mailPaths(kind, record.number);
  const nameOf = (author: string | null) => (author === null ? null : (names.get(author) ?? null));
  const said = (at: string, author: string | null, text: string) => ({ at, author, authorName: nameOf(author), text });
  const notes = history.flatMap((event): ConversationItem[] =>
    event.kind === 'note' ? [{ kind: 'note', ...said(event.at, event.author, event.detail) }] : [],
  );
  const sent = replies.map((reply): ConversationItem => ({
    kind: 'reply',
    ...said(reply.at, reply.author, reply.text),
    email: reply.email,
  }));
  const sender = record.email.toLowerCase();
  const came = mail.map((one): ConversationItem => {
    const from = one.fromAddress.toLowerCase();
    const returnedReply = one.returned && replies.find((reply) => reply.email?.id === one.returned!.emailId);
    return {
      kind: one.staff ? 'staff-mail' : 'mail',
      at: one.receivedAt,
      author: one.staff?.email ?? one.fromAddress,
      authorName: one.staff ? (names.get(one.staff.email) ?? one.staff.name) : one.fromName || null,
      // As written, without the trailing spaces of flowed text and with one blank line at most between paragraphs.
      text: one.newWords.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n'),
      automatic: one.class === 'auto-reply',
      bounce: one.class === 'bounce',
      returned: one.returned && { kind: one.returned.kind, at: returnedReply ? returnedReply.at : null },
      // A bounce comes from a mail system, never the sender: it is marked as a bounce only.
      otherAddress: one.staff || one.class === 'bounce' || from === sender ? null : one.fromAddress,
      attachments: one.attachments.map(({ id, name, type, bytes, kept }) => ({
        name,
        type,
        bytes,
        path: kept ? paths.attachment(id) : null,
        notKept: kept ? null : bytes > KEPT_ATTACHMENT_MAX_BYTES ? 'size' : 'type',
      })),
      original: paths.original(one.id),
    };
  });
  const submission: ConversationItem = {
    kind: 'submission',
    at: record.createdAt,
    author: record.email,
    authorName: record.name,
    text: kind.reply.quoted?.(record) ?? '',
  };
  // A stable sort: what happened at the same moment keeps the order it is listed in.
  return [submission, ...notes, ...sent, ...came].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
