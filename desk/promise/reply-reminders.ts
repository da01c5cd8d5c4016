import { fillPlaceholders } from '../../shared/i18n/dictionary';
import { DESK_TEXTS } from '../texts/desk-texts';
import type { Lang } from '../../shared/i18n/langs';
import type { Db } from '../../platform/database/open-database';
import type { OutboxMessage } from '../../platform/database/schema';
import type { Logger } from '../../platform/logging/logger';
import { ENQUIRY, queueReminders, type SubmissionRecord } from '../../submissions';
import { listAccounts, type StaffAccount } from '../accounts/account-store';
import { formatDuration } from '../../shared/i18n/format';
import { ENQUIRY_DESK, recordPath } from '../pages/desk-kinds';
import { deskHref } from '../pages/desk-links';
import { REMINDER_AFTER_MS, timeLeft } from './reply-promise';
import { readersOf, staffMessage, type Why } from './staff-readers';

/** How often the process looks for enquiries to remind of. */
const LOOK_EVERY_MS = 5 * 60_000;
/** Waits older than this at the first look get no reminder: a backlog from before the reminders is not mailed out at once. */
const REMIND_WITHIN_MS = 7 * 24 * 60 * 60_000;

/**
 * The reminder's text in one language: the enquiry's number, how long it has waited (since it
 * arrived, or since its sender answered a reply), the time left (or, when the site was down past
 * its 24 hours, how late it is) and desk link, nothing its sender wrote (decision 0057).
 */
function reminderText(lang: Lang, record: SubmissionRecord, why: Why, siteUrl: string, now: Date) {
  const { reminderEmail: texts } = DESK_TEXTS[lang];
  const since = new Date(record.awaitingSince ?? record.createdAt);
  const left = timeLeft(since, now);
  const vars = {
    id: record.number,
    age: formatDuration(now.getTime() - since.getTime(), lang),
    time: formatDuration(left, lang),
    link: `${siteUrl}${deskHref(recordPath(ENQUIRY_DESK, record.number), { ui: lang })}`,
  };
  const answered = record.awaitingSince !== null && record.awaitingSince !== record.createdAt;
  const body = answered ? (left < 0 ? texts.answeredLateBody : texts.answeredBody) : left < 0 ? texts.lateBody : texts.body;
  return {
    subject: fillPlaceholders(left < 0 ? texts.lateSubject : texts.subject, vars),
    body: `${fillPlaceholders(body, vars)}\n\n${texts[why]}`,
  };
}

/** The reminder of an enquiry, to the people of `accounts` who should answer it (readersOf); null when there is nobody to remind. */
function reminderMessage(
  accounts: readonly StaffAccount[],
  record: SubmissionRecord,
  { siteUrl, mailFrom }: { siteUrl: string; mailFrom: string },
  now: Date,
): OutboxMessage | null {
  const { readers, why } = readersOf(accounts, record, ENQUIRY.roles);
  return staffMessage(readers, mailFrom, (lang) => reminderText(lang, record, why, siteUrl, now));
}

/**
 * Queues the reminder of every enquiry still unanswered 20 hours after it began to wait (it
 * arrived, or its sender answered a reply): once per wait. Returns how many.
 */
export function remindOfUnanswered(db: Db, settings: { siteUrl: string; mailFrom: string }, now = new Date()): Promise<number> {
  let accounts: Promise<StaffAccount[]> | undefined;
  return queueReminders(
    db,
    ENQUIRY.name,
    { startedAfter: new Date(now.getTime() - REMIND_WITHIN_MS), startedBefore: new Date(now.getTime() - REMINDER_AFTER_MS) },
    // The accounts are read once per look, and only when some enquiry is due.
    async (record) => reminderMessage(await (accounts ??= listAccounts(db)), record, settings, now),
    now,
  );
}

/**
 * Looks for enquiries to remind of now and every five minutes, and wakes the mail worker when it
 * queued any. Every instance may look: each wait is reminded of once.
 */
export function startReplyReminders({
  db,
  siteUrl,
  mailFrom,
  onQueued,
  log,
}: {
  db: Db;
  siteUrl: string;
  mailFrom: string;
  onQueued: () => void;
  log: Logger;
}): () => void {
  const look = () =>
    remindOfUnanswered(db, { siteUrl, mailFrom })
      .then((queued) => {
        if (queued === 0) return;
        log.info({ reminders: queued }, `${queued} reply reminders queued`);
        onQueued();
      })
      // The database may be away; the next look tries again.
      .catch((error: unknown) => log.warn({ err: error }, 'could not look for enquiries to remind of'));
  void look();
  const timer = setInterval(() => void look(), LOOK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
