import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cvStoreOf } from '../../platform/database/cv-store';
import type { Db } from '../../platform/database/open-database';
import { answerHandling } from '../../desk';
import { replyAddressOf, type AnswerHandling } from '../../submissions';
import { storeInboundMail } from '../../submissions/inbound/inbound-store';
import { TEST_SITE_URL, type TestApp } from './test-app';

/** The address the desk's notices come from in the tests. */
export const TEST_MAIL_FROM = 'website@northbeam.test';

/** The inbound mailbox and its key in the tests (INBOUND_ADDRESS, INBOUND_SECRET). */
export const TEST_INBOUND = { address: 'desk@studio.example', secret: 'inbound-secret-for-the-server-tests-0123' };

/** What the inbound mail is handed as app/main.ts hands it: the table's kinds and the desk's notice of an answer. */
export const answersOf = (db: Db): AnswerHandling => answerHandling(db, { siteUrl: TEST_SITE_URL, mailFrom: TEST_MAIL_FROM });

const GMAIL = readFileSync(join(import.meta.dirname, 'inbound-mail/gmail-en.eml'), 'utf8');
const GMAIL_ADDRESS = 'desk+enquiry42.0000000000000000@studio.example';

/** Jane's answer as Gmail sends it, to `to` under its own Message-ID, with extra headers (an auto-reply's), from `from` if given. */
export const answerMail = (to: string, id: string, headers = '', from = 'jane@example.org') =>
  GMAIL.replaceAll(GMAIL_ADDRESS, to)
    .replace('jane@example.org', from)
    .replace(/^Message-ID: .*$/m, `Message-ID: <${id}@example.org>${headers}`);

/** Stores, as the mailbox's reader would at `at`, Jane's answer to a record's signed reply address. */
export async function storeAnswer(
  { db, logger, env }: Pick<TestApp, 'db' | 'logger' | 'env'>,
  record: { kind: string; number: number },
  { id, headers, at }: { id: string; headers?: string; at?: Date },
) {
  const raw = Buffer.from(answerMail(replyAddressOf(TEST_INBOUND.address, TEST_INBOUND.secret, record), id, headers));
  return storeInboundMail(db, { ...TEST_INBOUND, files: cvStoreOf(db, env.DATABASE_PATH) }, logger, raw, raw.length, answersOf(db), {
    now: at,
  });
}
