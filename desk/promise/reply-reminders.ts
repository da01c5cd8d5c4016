import { fillPlaceholders } from '../../shared/i18n/dictionary';
import { DESK_TEXTS } from '../texts/desk-texts';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import type { Db } from '../../platform/database/open-database';
import type { OutboxMessage } from '../../platform/database/schema';
import type { Logger } from '../../platform/logging/logger';
import { ENQUIRY, queueReminders, type SubmissionRecord } from '../../submissions';
import { listAccounts, type StaffAccount } from '../accounts/account-store';
import { formatDuration } from '../../shared/i18n/format';
import { ENQUIRY_DESK, recordPath } from '../pages/desk-kinds';
import { deskHref } from '../pages/desk-links';
import { REMINDER_AFTER_MS, timeLeft } from './reply-promise';

/** How often the process looks for enquiries to remind of. */
const LOOK_EVERY_MS = 5 * 60_000;
/** Enquiries older than this at the first look get no reminder: a backlog from before the reminders is not mailed out at once. */
const REMIND_WITHIN_MS = 7 * 24 * 60 * 60_000;

type Why = 'assigned' | 'unassigned' | 'admins';

/** Who is reminded of an enquiry, of the live accounts: its assignee; else every sales account; else, with no sales account, every admin. */
function readersOf(accounts: readonly StaffAccount[], record: SubmissionRecord): { readers: StaffAccount[]; why: Why } {
  const assignee = record.assignee && accounts.find((account) => account.id === record.assignee!.id);
  if (assignee) return { readers: [assignee], why: 'assigned' };
  const sales = accounts.filter((account) => account.role === 'sales');
  return sales.length > 0
    ? { readers: sales, why: 'unassigned' }
    : { readers: accounts.filter((account) => account.role === 'admin'), why: 'admins' };
}

/**
 * The reminder's text in one language: the enquiry's number, age, time left (or, when the site was
 * down past its 24 hours, how late it is) and desk link, nothing its sender wrote (decision 0057).
 */
function reminderText(lang: Lang, record: SubmissionRecord, why: Why, siteUrl: string, now: Date) {
  const { reminderEmail: texts } = DESK_TEXTS[lang];
  const received = new Date(record.createdAt);
  const left = timeLeft(received, now);
  const vars = {
    id: record.number,
    age: formatDuration(now.getTime() - received.getTime(), lang),
    time: formatDuration(left, lang),
    link: `${siteUrl}${deskHref(recordPath(ENQUIRY_DESK, record.number), { ui: lang })}`,
  };
  const [subject, body] = left < 0 ? [texts.lateSubject, texts.lateBody] : [texts.subject, texts.body];
  return { subject: fillPlaceholders(subject, vars), body: `${fillPlaceholders(body, vars)}\n\n${texts[why]}` };
}

/**
 * The reminder of an enquiry, to the people of `accounts` who should answer it, in their language
 * (both, one after the other, when they read different ones); null when there is nobody to remind.
 */
function reminderMessage(
  accounts: readonly StaffAccount[],
  record: SubmissionRecord,
  { siteUrl, mailFrom }: { siteUrl: string; mailFrom: string },
  now: Date,
): OutboxMessage | null {
  const { readers, why } = readersOf(accounts, record);
  if (readers.length === 0) return null;
  const langs = LANGS.filter((lang) => readers.some((reader) => reader.lang === lang));
  const texts = langs.map((lang) => reminderText(lang, record, why, siteUrl, now));
  return {
    from: mailFrom,
    to: readers.map((reader) => reader.email).join(', '),
    subject: texts[0]!.subject,
    text: texts.map((text) => text.body).join('\n\n———\n\n'),
  };
}

/** Queues the reminder of every enquiry unanswered 20 hours after it arrived (once each); returns how many. */
export function remindOfUnanswered(db: Db, settings: { siteUrl: string; mailFrom: string }, now = new Date()): Promise<number> {
  let accounts: Promise<StaffAccount[]> | undefined;
  return queueReminders(
    db,
    ENQUIRY.name,
    { receivedAfter: new Date(now.getTime() - REMIND_WITHIN_MS), receivedBefore: new Date(now.getTime() - REMINDER_AFTER_MS) },
    // The accounts are read once per look, and only when some enquiry is due.
    async (record) => reminderMessage(await (accounts ??= listAccounts(db)), record, settings, now),
    now,
  );
}

/**
 * Looks for enquiries to remind of now and every five minutes, and wakes the mail worker when it
 * queued any. Every instance may look: the outbox keeps one reminder per enquiry.
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
