import { fillPlaceholders } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';
import type { Db } from '../../platform/database/open-database';
import type { OutboxMessage } from '../../platform/database/schema';
import type { AnsweredRecord, AnswerHandling } from '../../submissions';
import { listAccounts } from '../accounts/account-store';
import { deskKindNamed, deskRecordLink, TABLE_KINDS } from '../kinds-table';
import { DESK_TEXTS } from '../texts/desk-texts';
import { readersOf, staffMessage } from './staff-readers';

/**
 * What the inbound mail is handed (by app/) to tell staff that a record's sender answered: the
 * notice to its assignee, else to the accounts of the role that answers its kind, else to the
 * admins (readersOf), in their language. It names the record and links to it, and carries nothing
 * the sender wrote (decision 0057); null when there is nobody to tell.
 */
export function answerNotice(db: Db, { siteUrl, mailFrom }: { siteUrl: string; mailFrom: string }) {
  const linkTo = deskRecordLink(siteUrl);
  return async (record: AnsweredRecord): Promise<OutboxMessage | null> => {
    const desk = deskKindNamed(record.kind);
    if (!desk) return null;
    const { readers, why } = readersOf(await listAccounts(db), record, desk.kind.roles);
    const text = (lang: Lang) => {
      const texts = DESK_TEXTS[lang].answerNoticeEmail;
      const vars = {
        record: fillPlaceholders(desk.kind.texts[lang].desk.title, { id: record.number }),
        link: linkTo(record.kind, record.number, lang),
      };
      return { subject: fillPlaceholders(texts.subject, vars), body: `${fillPlaceholders(texts.body, vars)}\n\n${texts[why]}` };
    };
    return staffMessage(readers, mailFrom, text);
  };
}

/** What storing or attaching a mail is handed to act on an answer (decision 0064): the table's kinds and the notice above. */
export const answerHandling = (db: Db, mail: { siteUrl: string; mailFrom: string }): AnswerHandling => ({
  kinds: TABLE_KINDS,
  notice: answerNotice(db, mail),
});
