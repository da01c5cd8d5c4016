import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database/open-database';
import type { OutboxMessage } from '../../platform/database/schema';
import type { INBOUND_CLASSES } from '../../platform/database/row-kinds';
import type { AnyKind } from '../kinds';
import { markReplied, openWait } from '../reply-waits';
import { eventValues } from '../submission-store';

/** What the notice of an answer names: the record, and whom it is assigned to. */
export interface AnsweredRecord {
  kind: string;
  number: number;
  assignee: { id: number } | null;
}

/** What storing a mail needs to act on an answer, handed by app/ (decision 0064). */
export interface AnswerHandling {
  /** The table's kinds: the status each is moved to by a reply, and back from by an answer. */
  kinds: readonly AnyKind[];
  /** The desk's notice that a record's sender answered (desk/promise/answer-notice.ts); null when there is nobody to tell. */
  notice(record: AnsweredRecord): Promise<OutboxMessage | null>;
}

/** The columns of a stored mail that say what it changes: what storing it returns. */
export const answerColumns = ({ tables: { inboundMail } }: Db) => ({
  id: inboundMail.id,
  submissionId: inboundMail.submissionId,
  class: inboundMail.class,
  fromAddress: inboundMail.fromAddress,
  receivedAt: inboundMail.receivedAt,
  staffAccountId: inboundMail.staffAccountId,
});

/** What storing a mail returns of it (answerColumns). */
interface StoredMail {
  id: number;
  submissionId: number | null;
  class: (typeof INBOUND_CLASSES)[number];
  fromAddress: string;
  receivedAt: Date;
  staffAccountId: number | null;
}

/**
 * What the mails just stored inside `tx` mean for their records, done in the same transaction: a
 * sender's answer takes the record out of its replied status back to `new`, opens a wait for the
 * studio's reply (reply-waits.ts) and queues the notice to staff; a member of staff's own mail
 * (the inbound address in Bcc) ends the wait as a reply from the desk does. An automatic reply, a
 * bounce, an unmatched mail or one stored before changes nothing. Nothing is sent to the sender.
 */
export async function answerEffects(tx: Tx, db: Db, answers: AnswerHandling, rows: readonly StoredMail[]): Promise<void> {
  for (const row of rows) await answered(tx, db, answers, row);
}

async function answered(tx: Tx, db: Db, answers: AnswerHandling, mail: StoredMail): Promise<void> {
  if (mail.class !== 'reply' || mail.submissionId === null) return;
  const { submissions, submissionEvents, emailOutbox, staffAccounts } = db.tables;
  const [row] = await tx
    .select({
      id: submissions.id,
      kind: submissions.kind,
      number: submissions.number,
      status: submissions.status,
      assigneeId: submissions.assigneeId,
    })
    .from(submissions)
    .where(eq(submissions.id, mail.submissionId));
  if (!row || row.status === 'spam') return;
  const repliedStatus = answers.kinds.find((kind) => kind.name === row.kind)?.staff.repliedStatus;
  const at = mail.receivedAt;
  if (mail.staffAccountId !== null) {
    const [account] = await tx.select({ email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.id, mail.staffAccountId));
    return markReplied(tx, db, row, repliedStatus, { id: mail.staffAccountId, name: account!.email }, at);
  }
  // An application keeps its stage: only a kind's replied status means the studio has had its say.
  if (row.status === repliedStatus) {
    await tx.update(submissions).set({ status: 'new' }).where(eq(submissions.id, row.id));
    await tx.insert(submissionEvents).values(eventValues(row.id, at, { id: null, name: mail.fromAddress }, 'status', 'new'));
  }
  // The clock runs while a record is new: an archived one or an application at a later stage is only told of.
  if (row.status === repliedStatus || row.status === 'new') await openWait(tx, db, row.id, at);
  const message = await answers.notice({
    kind: row.kind,
    number: row.number,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId },
  });
  if (message) await tx.insert(emailOutbox).values({ submissionId: row.id, kind: 'answer-notice', message, nextAttemptAt: at });
}
