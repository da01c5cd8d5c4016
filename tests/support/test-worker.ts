import { join } from 'node:path';
import { inboundSettingsOf } from '../../platform/config/env';
import { createMailTransport, outboxDirOf } from '../../platform/mail/mail-transport';
import { startOutboxWorker, type OutboxWorker, type RetryPolicy } from '../../platform/mail/outbox-worker';
import type { Metrics } from '../../platform/metrics/metrics';
import { deskRecordLink, TABLE_KINDS } from '../../desk';
import { composeEmail, type MailSettings } from '../../submissions';
import type { TestApp } from './test-app';

export const STUDIO_INBOX = 'studio@northbeam.test';
export const CAREERS_INBOX = 'careers@northbeam.test';
export const SENDER = 'website@northbeam.test';

/** The mail worker of a test app: SMTP when `smtpUrl` is given, .eml files beside the database otherwise; its notifications as the app's NOTIFY_DETAILS says. */
export function startTestWorker(
  t: TestApp,
  { smtpUrl, retry, pollMs, counts }: { smtpUrl?: string; retry: RetryPolicy; pollMs: number; counts?: Metrics['emails'] },
): OutboxWorker {
  const databasePath = join(t.dir, 'site.db');
  return startOutboxWorker({
    db: t.db,
    transport: createMailTransport({ smtpUrl, outboxDir: outboxDirOf(databasePath) }),
    compose: composeEmail(t.db, testMailSettings(t), TABLE_KINDS),
    log: t.logger,
    retry,
    pollMs,
    counts,
  });
}

/** The test inboxes and sender, with what the app's configuration says of notifications (NOTIFY_DETAILS, SITE_URL), the sender's name (MAIL_FROM_NAME) and answers (INBOUND_*). */
export const testMailSettings = (t: TestApp): MailSettings => ({
  to: STUDIO_INBOX,
  careersTo: CAREERS_INBOX,
  from: SENDER,
  fromName: t.env.MAIL_FROM_NAME,
  notifyDetails: t.env.NOTIFY_DETAILS,
  recordLink: deskRecordLink(t.env.SITE_URL),
  inbound: inboundSettingsOf(t.env),
});

/** The app's handle on a worker started after it (the worker needs the app's database). */
export function laterWorker(worker: () => OutboxWorker | undefined): Pick<OutboxWorker, 'kick' | 'running'> {
  return { kick: () => worker()?.kick(), running: () => worker()?.running() ?? false };
}
