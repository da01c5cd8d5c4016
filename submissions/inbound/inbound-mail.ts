import type { InboundSettings } from '../../platform/config/env';
import type { CvStore } from '../../platform/database/cv-store';
import type { Db } from '../../platform/database/open-database';
import type { Logger } from '../../platform/logging/logger';
import type { ImapReader, ImapReaderOptions } from '../../platform/mail/imap-reader';
import type { InboundCounts } from '../../platform/mail/inbound-status';
import type { StoredMail } from './inbound-store';

export interface InboundMailOptions {
  db: Db;
  settings: InboundSettings;
  /** Where attachments are kept: the CV file store. */
  files: CvStore;
  log: Logger;
  counts?: InboundCounts & { stored(mail: StoredMail): void };
  /** Tests shorten the poll and the waits between reconnections. */
  timing?: Pick<ImapReaderOptions, 'pollMs' | 'retry'>;
}

/**
 * Reads INBOUND_IMAP_URL's mailbox and stores each mail (decision 0063) until stopped. The IMAP
 * client and the MIME parsers load here, not with the feature: the site's commands and a site
 * without a mailbox start without them (a fifth of a second each).
 */
export async function startInboundMail({ db, settings, files, log, counts, timing }: InboundMailOptions): Promise<ImapReader> {
  const [{ startImapReader }, { storeInboundMail }, { RAW_MAIL_CAP_BYTES }] = await Promise.all([
    import('../../platform/mail/imap-reader'),
    import('./inbound-store'),
    import('./read-mail'),
  ]);
  return startImapReader({
    url: settings.imapUrl,
    maxBytes: RAW_MAIL_CAP_BYTES,
    log,
    counts,
    ...timing,
    async store(raw, size, parts) {
      const mail = await storeInboundMail(db, { ...settings, files }, log, raw, size, parts);
      counts?.stored(mail);
      log.info({ ...mail, bytes: size }, mail.stored ? 'an inbound mail was stored' : 'an inbound mail was already stored');
    },
  });
}
