import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import type { Db } from '../../platform/database/open-database';
import type { OutboxMessage } from '../../platform/database/schema';
import type { Logger } from '../../platform/logging/logger';
import { ENQUIRY, queueReminders, type SubmissionRecord } from '../../submissions';
import { accountById, listAccounts, type StaffAccount } from '../accounts/account-store';
import { formatDuration } from '../pages/desk-labels';
import { DESK_PATH, deskHref } from '../pages/desk-links';
import { REMINDER_AFTER_MS, timeLeft } from './reply-promise';

/** How often the process looks for enquiries to remind of. */
const LOOK_EVERY_MS = 5 * 60_000;
/** Enquiries older than this at the first look get no reminder: a backlog from before the reminders is not mailed out at once. */
const REMIND_WITHIN_MS = 7 * 24 * 60 * 60_000;

type Why = 'assigned' | 'unassigned' | 'admins';

/** Who is reminded of an enquiry: its assignee; else every sales account; else, with no sales account, every admin. */
async function readersOf(db: Db, record: SubmissionRecord): Promise<{ readers: StaffAccount[]; why: Why }> {
  const assignee = record.assignee && (await accountById(db, record.assignee.id));
  if (assignee) return { readers: [assignee], why: 'assigned' };
  const accounts = await listAccounts(db);
  const sales = accounts.filter((account) => account.role === 'sales');
  return sales.length > 0
    ? { readers: sales, why: 'unassigned' }
    : { readers: accounts.filter((account) => account.role === 'admin'), why: 'admins' };
}

/** The reminder's text in one language. */
function reminderText(lang: Lang, record: SubmissionRecord, why: Why, siteUrl: string, now: Date) {
  const { reminderEmail: texts } = DICTIONARIES[lang];
  const received = new Date(record.createdAt);
  const fill = (template: string) =>
    template
      .replaceAll('{id}', String(record.number))
      .replaceAll('{name}', record.name)
      .replaceAll('{age}', formatDuration(now.getTime() - received.getTime(), lang))
      .replaceAll('{time}', formatDuration(Math.max(0, timeLeft(received, now)), lang))
      .replaceAll('{link}', `${siteUrl}${deskHref(`${DESK_PATH}/enquiries/${record.number}`, { ui: lang })}`);
  return { subject: fill(texts.subject), body: `${fill(texts.body)}\n\n${texts[why]}` };
}

/**
 * The reminder of an enquiry, to the people who should answer it, in their language (both, one
 * after the other, when they read different ones); null when there is nobody to remind.
 */
export async function reminderMessage(
  db: Db,
  record: SubmissionRecord,
  { siteUrl, mailFrom }: { siteUrl: string; mailFrom: string },
  now = new Date(),
): Promise<OutboxMessage | null> {
  const { readers, why } = await readersOf(db, record);
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
  return queueReminders(
    db,
    ENQUIRY.name,
    { receivedAfter: new Date(now.getTime() - REMIND_WITHIN_MS), receivedBefore: new Date(now.getTime() - REMINDER_AFTER_MS) },
    (record) => reminderMessage(db, record, settings, now),
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
