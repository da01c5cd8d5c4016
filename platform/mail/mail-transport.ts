import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** Where emails go without SMTP: `outbox/` beside the database (data/outbox/ by default). */
export function outboxDirOf(databasePath: string): string {
  return join(dirname(databasePath), 'outbox');
}

export interface MailTransport {
  send(message: Mail.Options, name: string): Promise<void>;
  close(): void;
}

/** A stalled SMTP server fails the attempt (and is retried) instead of blocking the outbox. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as `<name>.eml` to `outboxDir`,
 * so an operator without a mail server still receives every enquiry.
 */
export function createMailTransport({ smtpUrl, outboxDir }: { smtpUrl?: string; outboxDir: string }): MailTransport {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: smtpUrl,
      // One kept-alive connection serves a burst of enquiries instead of one handshake each.
      pool: true,
      maxConnections: 1,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    } as SMTPTransport.Options);
    return {
      async send(message) {
        await transporter.sendMail(message);
      },
      close: () => transporter.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message, name) {
      const info = await files.sendMail(message);
      mkdirSync(outboxDir, { recursive: true });
      writeFileSync(join(outboxDir, `${name}.eml`), info.message as Buffer);
    },
    close: () => files.close(),
  };
}
