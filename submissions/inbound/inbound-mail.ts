import type { InboundSettings } from '../../platform/config/env';
import type { CvStore } from '../../platform/database/cv-store';
import { leaseOf } from '../../platform/database/lease';
import type { Db } from '../../platform/database/open-database';
import type { Logger } from '../../platform/logging/logger';
import type { ImapReader, ImapReaderOptions } from '../../platform/mail/imap-reader';
import type { InboundCounts } from '../../platform/mail/inbound-status';
import type { AnswerHandling } from './answer-effects';
import type { StoredMail } from './inbound-store';

export interface InboundMailOptions {
  db: Db;
  settings: InboundSettings;
  /** Where attachments are kept: the CV file store. */
  files: CvStore;
  log: Logger;
  /** What a sender's answer changes and whom it tells (decision 0064). */
  answers: AnswerHandling;
  counts?: InboundCounts & { stored(mail: StoredMail): void };
  /** Tests shorten the poll, the waits between reconnections and the lease. */
  timing?: Pick<ImapReaderOptions, 'pollMs' | 'retry'> & { leaseMs?: number };
}

/**
 * How long the reading instance holds the mailbox's lease without renewing it (decision 0065).
 * It renews it every third of that, and the others ask as often: one that dies is followed
 * within a minute (its last renewal's 45 s, then at most 15 s until the next asks).
 */
const LEASE_MS = 45_000;

/**
 * Reads INBOUND_IMAP_URL's mailbox and stores each mail (decision 0063) until stopped, on the
 * one instance that holds the mailbox's lease (decision 0065). The IMAP
 * client and the MIME parsers load here, not with the feature: the site's commands and a site
 * without a mailbox start without them (a fifth of a second each).
 */
export async function startInboundMail({
  db,
  settings,
  files,
  log,
  answers,
  counts,
  timing = {},
}: InboundMailOptions): Promise<ImapReader> {
  const [{ startImapReader }, { storeInboundMail }, { RAW_MAIL_CAP_BYTES }] = await Promise.all([
    import('../../platform/mail/imap-reader'),
    import('./inbound-store'),
    import('./read-mail'),
  ]);
  const { leaseMs = LEASE_MS, ...reading } = timing;
  return startImapReader({
    url: settings.imapUrl,
    maxBytes: RAW_MAIL_CAP_BYTES,
    log,
    counts,
    ...reading,
    lease: { lease: leaseOf(db, 'inbound-mailbox', leaseMs), renewMs: leaseMs / 3 },
    async store(raw, size, parts) {
      const mail = await storeInboundMail(db, { ...settings, files }, log, raw, size, answers, { parts });
      counts?.stored(mail);
      log.info({ ...mail, bytes: size }, mail.stored ? 'an inbound mail was stored' : 'an inbound mail was already stored');
    },
  });
}
