import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { cleanFileName, cvKindOf, newCvFileName } from '../../platform/database/cv-files';
import type { CvStore } from '../../platform/database/cv-store';
import type { Db, Tx } from '../../platform/database/open-database';
import type { NamedPart } from '../../platform/mail/imap-reader';
import type { MailAttachment, ReadMail } from './read-mail';

/** An attachment larger than this is listed by its name and not kept (issue 53). */
export const ATTACHMENT_CAP_BYTES = 10 * 1024 * 1024;

/**
 * An image the HTML shows by its Content-ID and smaller than this is a signature's logo or a
 * tracking pixel, repeated in every mail of a thread: it is neither kept nor listed. A larger
 * one (a screenshot pasted into the text) is an attachment like the others.
 */
export const INLINE_LOGO_BYTES = 32 * 1024;

/**
 * What the file store keeps, by what the bytes are (never the type the mail declares): what a CV
 * may be, the common images and plain text. Anything else is listed by its name only.
 */
const KEPT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  txt: 'text/plain',
} as const;

type KeptExtension = keyof typeof KEPT_TYPES;

/** An attachment's row in `inbound_attachments`, without its mail. */
export interface AttachmentRow {
  name: string;
  type: string;
  bytes: number;
  /** Its random name in the file store; null when it was not kept. */
  fileName: string | null;
}

/** One listed attachment: its bytes when the mail held it whole, else only what the server said of it. */
interface Listed {
  name: string;
  type: string;
  bytes: number;
  content: Uint8Array | null;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Text without a magic number: valid UTF-8 with no control characters but tabs, line and page breaks. */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    return !/[^\P{Cc}\t\n\f\r]/u.test(UTF8.decode(bytes));
  } catch {
    return false;
  }
}

/** What a staged file is by its content: a CV's type as cvKindOf reads it, an image, plain text, or null. */
async function keptExtensionOf(path: string, bytes: Uint8Array): Promise<KeptExtension | null> {
  const cv = await cvKindOf(path);
  if (cv) return cv;
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'png' || type?.ext === 'jpg') return type.ext;
  return type === undefined && isPlainText(bytes) ? 'txt' : null;
}

const isLogo = (file: MailAttachment | NamedPart, bytes: number) =>
  file.inline && bytes < INLINE_LOGO_BYTES && /^image\//i.test('declaredType' in file ? file.declaredType : file.type);

/**
 * The attachments to list. A mail cut at RAW_MAIL_CAP_BYTES was read up to the part being read
 * when its bytes ran out (readMail): that part and those after it are known from the server's
 * description of the mail (`parts`), matched past the whole ones by their names, and never kept.
 */
export function listedAttachments(mail: ReadMail, cut: boolean, parts: readonly NamedPart[]): Listed[] {
  const whole = mail.attachments.filter((file) => !isLogo(file, file.content.length));
  const listed: Listed[] = whole.map((file) => ({
    name: file.name,
    type: file.declaredType,
    bytes: file.content.length,
    content: file.content,
  }));
  if (!cut) return listed;
  let next = 0;
  for (const file of mail.attachments) {
    const at = parts.findIndex((part, index) => index >= next && part.name === file.name);
    if (at >= 0) next = at + 1;
  }
  const unread = parts.slice(next).filter((part) => !isLogo(part, part.bytes));
  return [...listed, ...unread.map(({ name, type, bytes }) => ({ name, type, bytes, content: null }))];
}

/** Keeps one attachment in the store when its type and size allow; its row either way. */
async function keep(files: CvStore, file: Listed, written: string[]): Promise<AttachmentRow> {
  const listed = { name: cleanFileName(file.name, 'attachment'), type: file.type, bytes: file.bytes, fileName: null };
  if (!file.content || file.content.length > ATTACHMENT_CAP_BYTES) return listed;
  const fileName = newCvFileName();
  const staged = join(files.stagingDir, fileName);
  let extension: KeptExtension | null = null;
  try {
    await writeFile(staged, file.content);
    extension = await keptExtensionOf(staged, file.content);
    if (extension) await files.keep(fileName, staged);
  } catch (error) {
    extension = null;
    throw error;
  } finally {
    // Kept, the staged file is gone (or is the kept one, in the folder); otherwise it must not stay.
    if (!extension) await rm(staged, { force: true });
  }
  if (!extension) return listed;
  written.push(fileName);
  return { name: cleanFileName(file.name, 'attachment', extension), type: KEPT_TYPES[extension], bytes: file.content.length, fileName };
}

/**
 * Stores a mail with its attachments (issue 53): the files a type and size allow go into the CV
 * file store under random names first, then `insertMail` and one row per attachment in one
 * transaction. When that fails, or the mail was already stored (the same Message-ID read again),
 * the files just written are removed: no orphan, no second copy. Answers the new mail's id, or
 * null for a mail already stored.
 */
export async function storeWithAttachments(
  db: Db,
  files: CvStore,
  attachments: { mail: ReadMail; cut: boolean; parts: readonly NamedPart[] },
  insertMail: (tx: Tx) => Promise<number | null>,
): Promise<number | null> {
  const written: string[] = [];
  const removeWritten = () => Promise.all(written.map((name) => files.remove(name)));
  try {
    const rows: AttachmentRow[] = [];
    for (const file of listedAttachments(attachments.mail, attachments.cut, attachments.parts)) rows.push(await keep(files, file, written));
    const mailId = await db.transaction(async (tx) => {
      const id = await insertMail(tx);
      if (id !== null && rows.length > 0) await tx.insert(db.tables.inboundAttachments).values(rows.map((row) => ({ ...row, mailId: id })));
      return id;
    });
    if (mailId === null) await removeWritten();
    return mailId;
  } catch (error) {
    await removeWritten().catch(() => undefined);
    throw error;
  }
}
