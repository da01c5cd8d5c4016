import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import PostalMime from 'postal-mime';
import { deliverMail } from '../../support/dovecot';
import { E2E_DATABASE, E2E_MAILBOX_PORT } from './e2e-server';

/** The studio's latest reply on enquiry `number`, once the outbox has sent it: its outbox row's id. */
async function sentReplyOf(number: number): Promise<number> {
  let id = 0;
  await expect
    .poll(
      () => {
        const db = new Database(E2E_DATABASE, { readonly: true });
        try {
          const row = db
            .prepare(
              "SELECT o.id, o.status FROM email_outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.kind = 'enquiry' AND s.number = ? AND o.kind = 'reply' ORDER BY o.id DESC LIMIT 1",
            )
            .get(number) as { id: number; status: string } | undefined;
          id = row?.id ?? 0;
          return row?.status;
        } finally {
          db.close();
        }
      },
      { message: 'the reply sent', timeout: 20_000 },
    )
    .toBe('sent');
  return id;
}

/** A file the answer brings, and whether it is the mailbox's automatic reply rather than the visitor's. */
export interface AnswerExtras {
  attachment?: { name: string; type: string; content: Buffer };
  automatic?: boolean;
}

/**
 * The visitor answers the studio's latest reply on enquiry `number` from their mail client, as one
 * does: to its Reply-To, In-Reply-To its Message-ID, the reply quoted below their words; delivered
 * into the mailbox the site reads. Without SMTP the site files what it sends as .eml files.
 */
export async function answerLatestReply(number: number, from: string, words: string, { attachment, automatic }: AnswerExtras = {}) {
  const file = join(dirname(E2E_DATABASE), 'outbox', `reply-${await sentReplyOf(number)}.eml`);
  const reply = await PostalMime.parse(readFileSync(file));
  const replyTo = reply.replyTo?.[0]?.address;
  if (!replyTo || !reply.messageId) throw new Error(`${file} has no Reply-To or Message-ID`);
  const quoted = (reply.text ?? '')
    .trimEnd()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\r\n');
  const text = [words, '', `${reply.from?.name ?? reply.from?.address ?? ''} wrote:`, quoted, ''].join('\r\n');
  const plain = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', text];
  const body = attachment
    ? [
        'Content-Type: multipart/mixed; boundary="answer"',
        '',
        '--answer',
        ...plain,
        '--answer',
        `Content-Type: ${attachment.type}`,
        `Content-Disposition: attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
        'Content-Transfer-Encoding: base64',
        '',
        attachment.content.toString('base64'),
        '--answer--',
        '',
      ]
    : plain;
  const raw = [
    `From: ${from}`,
    `To: ${replyTo}`,
    `Subject: =?UTF-8?B?${Buffer.from(`Re: ${reply.subject ?? ''}`).toString('base64')}?=`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomBytes(8).toString('hex')}@mail.example>`,
    `In-Reply-To: ${reply.messageId}`,
    `References: ${reply.messageId}`,
    ...(automatic ? ['Auto-Submitted: auto-replied'] : []),
    'MIME-Version: 1.0',
    ...body,
  ].join('\r\n');
  await deliverMail(E2E_MAILBOX_PORT, Buffer.from(raw, 'utf8'));
}
