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

/** The raw bytes after the top-level headers: where a bounce's report names the returned mail. */
const bodyOf = (raw: Uint8Array) => {
  const text = Buffer.from(raw).toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  return end < 0 ? '' : text.slice(end);
};

export async function readMail(raw: Uint8Array): Promise<ReadMail> {
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
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
  };
}
