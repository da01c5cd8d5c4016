import { createHash } from 'node:crypto';
import { convert, type HtmlToTextOptions } from 'html-to-text';
import PostalMime from 'postal-mime';
import { classifyMail, type Classification } from './classify-mail';
import { newWordsOf } from './new-words';

/**
 * The raw message is kept up to this many bytes (the headers and any reasonable answer; a
 * larger one is cut there and its full size recorded), so that an attachment-laden mail can
 * neither fill the database nor the process's memory: the reader fetches no more than this.
 */
export const RAW_MAIL_CAP_BYTES = 10 * 1024 * 1024;

/** An arriving mail as it is stored: who, what, its new words and the whole text, and what it is. */
export interface ReadMail {
  /** The Message-ID, or `sha256:<hex>` of the raw mail when it has none: one row per mail. */
  messageKey: string;
  messageId: string | null;
  inReplyTo: string | null;
  /** The References header's Message-IDs, oldest first: the thread the sender's client says it answers. */
  references: string[];
  fromAddress: string;
  fromName: string;
  subject: string;
  sentAt: Date | null;
  /** What the sender wrote in this mail, without the quoted history and signature. */
  newWords: string;
  /** The whole text (HTML-only mail as text: no images, scripts or styles). */
  text: string;
  /** Every address the mail was sent to (To, Cc, Delivered-To), lower-cased. */
  recipients: string[];
  classification: Classification;
  /** The files the mail carries whole, in the order they come in it, as the parser decoded them. */
  attachments: MailAttachment[];
}

export interface MailAttachment {
  /** The name the sender gave it; empty when none. */
  name: string;
  /** The type the mail declares: never trusted for what is kept. */
  declaredType: string;
  content: Uint8Array;
  /** An image the HTML shows in its text by its Content-ID (a signature's logo, a pasted screenshot). */
  inline: boolean;
}

/** HTML-only mail as text: the words and line breaks, never an image, a script, a style or a link's target. */
const HTML_AS_TEXT: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { ignoreHref: true } },
  ],
};

const angle = (value: string | undefined) => {
  const id = value?.trim();
  if (!id) return null;
  return id.startsWith('<') ? id : `<${id}>`;
};

/** The Message-IDs a header lists (In-Reply-To, References), each in its angle brackets; comments and phrases around them are left out. */
const messageIdsIn = (value: string | undefined): string[] => value?.match(/<[^<>\s]+>/g) ?? [];

/** A report names the returned mail near its start: no more of a big mail is read as text for it. */
const REPORT_SCAN_BYTES = 256 * 1024;

/** The raw bytes after the top-level headers: where a bounce's report names the returned mail. */
const bodyOf = (raw: Uint8Array) => {
  const text = Buffer.from(raw.buffer, raw.byteOffset, Math.min(raw.byteLength, REPORT_SCAN_BYTES)).toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  return end < 0 ? '' : text.slice(end);
};

/**
 * What of a raw cut short of its size is parsed: the parts before the one being read when its
 * bytes ran out, up to that part's boundary line (`--` then no space, unlike a signature's `-- `).
 * The cut part is never kept, so it is not decoded either: that would cost memory for nothing.
 */
function wholePartsOf(raw: Uint8Array, size: number): Uint8Array {
  if (size <= raw.byteLength) return raw;
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  for (let at = bytes.lastIndexOf('\n--'); at > 0; at = bytes.lastIndexOf('\n--', at - 1))
    if (bytes[at + 3] !== 0x20 && bytes[at + 3] !== 0x0d && bytes[at + 3] !== 0x0a) return raw.subarray(0, at + 1);
  return raw;
}

/** Reads a mail; `size` is its whole size when `raw` was cut at RAW_MAIL_CAP_BYTES. */
export async function readMail(raw: Uint8Array, size = raw.byteLength): Promise<ReadMail> {
  const email = await PostalMime.parse(wholePartsOf(raw, size), { attachmentEncoding: 'arraybuffer' });
  const header = (name: string) => email.headers.find((h) => h.key === name)?.value;
  const messageId = angle(email.messageId);
  const fromAddress = (email.from?.address ?? '').toLowerCase();
  const addresses = [...(email.to ?? []), ...(email.cc ?? [])].flatMap((a) => ('group' in a && a.group ? a.group : [a]));
  const delivered = email.headers.filter((h) => h.key === 'delivered-to' || h.key === 'x-original-to').map((h) => h.value.trim());
  const text = email.text ?? (email.html ? convert(email.html, HTML_AS_TEXT) : '');
  return {
    messageKey: messageId ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`,
    messageId,
    inReplyTo: messageIdsIn(email.inReplyTo)[0] ?? angle(email.inReplyTo),
    references: messageIdsIn(email.references),
    fromAddress,
    fromName: email.from?.name ?? '',
    subject: email.subject ?? '',
    sentAt: email.date && !Number.isNaN(Date.parse(email.date)) ? new Date(email.date) : null,
    newWords: newWordsOf(text),
    text,
    recipients: [...new Set([...addresses.map((a) => a.address ?? ''), ...delivered].filter(Boolean).map((a) => a.toLowerCase()))],
    classification: classifyMail(header, fromAddress, bodyOf(raw)),
    attachments: email.attachments.map((file) => ({
      name: file.filename ?? '',
      declaredType: file.mimeType,
      content: typeof file.content === 'string' ? Buffer.from(file.content) : new Uint8Array(file.content),
      inline: Boolean(file.related),
    })),
  };
}
