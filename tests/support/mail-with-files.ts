import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

/** A file in a test's mail: its bytes, or that many bytes of filler made as they are written (a big file never held whole). */
export interface MailFile {
  name: string;
  type: string;
  content: Buffer | { fillerBytes: number };
  /** Shown inside the HTML by this Content-ID, as a signature's logo is. */
  contentId?: string;
}

export interface MailOptions {
  id: string;
  to: string;
  from?: string;
  subject?: string;
  text?: string;
  files: MailFile[];
}

/** 57 bytes make one 76-character base64 line. */
const LINE_BYTES = 57;
const FILLER = Buffer.alloc(LINE_BYTES * 1000, 'filler bytes ');

function* base64Lines(content: MailFile['content']): Generator<string> {
  if (Buffer.isBuffer(content)) {
    for (let at = 0; at < content.length; at += LINE_BYTES) yield `${content.subarray(at, at + LINE_BYTES).toString('base64')}\r\n`;
    return;
  }
  for (let left = content.fillerBytes; left > 0; left -= FILLER.length) {
    const chunk = FILLER.subarray(0, Math.min(left, FILLER.length));
    yield chunk
      .toString('base64')
      .replace(/.{76}/g, '$&\r\n')
      .replace(/(?<!\n)$/, '\r\n');
  }
}

/** The mail's text in pieces, CRLF line ends: a multipart/mixed with a text part and each file base64-encoded. */
function* mailChunks({
  id,
  to,
  from = 'Jane Doe <jane@example.org>',
  subject = 'The files',
  text = 'The files are attached.',
  files,
}: MailOptions): Generator<string> {
  const boundary = 'files-boundary';
  yield [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    'Date: Mon, 7 Dec 2026 10:15:00 +0000',
    `Message-ID: <${id}@example.org>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
  ].join('\r\n');
  for (const file of files) {
    const disposition = file.contentId ? 'inline' : 'attachment';
    yield [
      `--${boundary}`,
      `Content-Type: ${file.type}; name="${file.name}"`,
      `Content-Disposition: ${disposition}; filename="${file.name}"`,
      ...(file.contentId ? [`Content-ID: <${file.contentId}>`] : []),
      'Content-Transfer-Encoding: base64',
      '',
      '',
    ].join('\r\n');
    yield* base64Lines(file.content);
  }
  yield `--${boundary}--\r\n`;
}

/** A mail with files, whole. */
export const mailWithFiles = (options: MailOptions): Buffer => Buffer.from([...mailChunks(options)].join(''));

/** A mail with files written to `path` a piece at a time; answers its size. */
export async function writeMailWithFiles(path: string, options: MailOptions): Promise<number> {
  const out = createWriteStream(path);
  let size = 0;
  for (const chunk of mailChunks(options)) {
    size += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return size;
}
