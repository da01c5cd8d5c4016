import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { newCvFileName } from '../../platform/database/cv-files';
import { cvStoreOf } from '../../platform/database/cv-store';
import type { TestApp } from './test-app';

interface NewMail {
  /** The record it answers (kind and number), or none: unmatched. */
  on?: { kind: string; number: number };
  from: string;
  fromName?: string;
  receivedAt: Date;
  /** Its attachments: each kept in the file store with these bytes, or named only (null). */
  attachments?: { name: string; bytes: Buffer | null }[];
}

/**
 * Stores an inbound mail as the reader would have, with its attachments (decision 0063): the
 * test's own rows, and each kept attachment's file in the app's file store. Answers the mail's id,
 * its Message-ID and the kept files' names.
 */
export async function saveInboundMail(
  t: Pick<TestApp, 'db' | 'dir'>,
  { on, from, fromName = 'Jane Doe', receivedAt, attachments = [] }: NewMail,
) {
  const { submissions, inboundMail, inboundAttachments } = t.db.tables;
  const [record] = on
    ? await t.db
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.kind, on.kind), eq(submissions.number, on.number)))
    : [];
  const messageId = `<${newCvFileName()}@example.org>`;
  const text = `Thank you. Here is what you asked for.\n\n${fromName}\n\n> quoted`;
  const [mail] = await t.db
    .insert(inboundMail)
    .values({
      messageKey: messageId,
      messageId,
      inReplyTo: null,
      receivedAt,
      sentAt: receivedAt,
      fromAddress: from,
      fromName,
      subject: 'Re: your enquiry',
      newWords: 'Thank you. Here is what you asked for.',
      bodyText: text,
      raw: Buffer.from(`Message-ID: ${messageId}\r\nFrom: ${fromName} <${from}>\r\n\r\n${text}`),
      rawBytes: text.length,
      class: 'reply',
      bouncedMessageId: null,
      submissionId: record?.id ?? null,
    })
    .returning({ id: inboundMail.id });
  const cvs = cvStoreOf(t.db, join(t.dir, 'site.db'));
  const files: string[] = [];
  for (const { name, bytes } of attachments) {
    let fileName: string | null = null;
    if (bytes) {
      fileName = newCvFileName();
      const staged = join(cvs.stagingDir, newCvFileName());
      writeFileSync(staged, bytes);
      await cvs.keep(fileName, staged);
      files.push(fileName);
    }
    await t.db
      .insert(inboundAttachments)
      .values({ mailId: mail!.id, name, type: 'application/pdf', bytes: bytes?.length ?? 20_000_000, fileName });
  }
  return { id: mail!.id, messageId, files };
}
