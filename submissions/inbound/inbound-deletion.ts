import { inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database/open-database';

/**
 * Deletes the inbound mail `where` selects inside `tx`, its attachments' rows first (decision
 * 0065). Answers how many mails went and the file-store names of the attachments that were kept:
 * the caller's to remove once the transaction has committed, as a CV is.
 */
export async function deleteInboundMail(tx: Tx, db: Db, where: SQL | undefined): Promise<{ mails: number; files: string[] }> {
  const { inboundMail, inboundAttachments } = db.tables;
  const mails = tx.select({ id: inboundMail.id }).from(inboundMail).where(where);
  const attachments = await tx
    .delete(inboundAttachments)
    .where(inArray(inboundAttachments.mailId, mails))
    .returning({ fileName: inboundAttachments.fileName });
  const deleted = await tx.delete(inboundMail).where(where).returning({ id: inboundMail.id });
  return { mails: deleted.length, files: attachments.flatMap(({ fileName }) => (fileName ? [fileName] : [])) };
}
