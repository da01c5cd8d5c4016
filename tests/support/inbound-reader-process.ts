/**
 * One instance's inbound mail reader in a process of its own, for the tests that kill it: reads
 * INBOUND_IMAP_URL into DATABASE_URL's database under the mailbox's lease, as the server does,
 * with the tests' short timings (LEASE_MS for the lease). Each change of state and each mail
 * stored is a line on stdout. KILL_AT=fetched or KILL_AT=stored has the process kill itself with
 * SIGKILL at that point of its first mail: fetched and not yet stored, or stored and not yet
 * deleted from the mailbox.
 *
 * Run with `node --import tsx tests/support/inbound-reader-process.ts`.
 */
import { inboundSettingsOf, loadEnv } from '../../platform/config/env';
import { cvStoreOf } from '../../platform/database/cv-store';
import { openDatabase } from '../../platform/database/open-database';
import { createLogger } from '../../platform/logging/logger';
import { startInboundMail } from '../../submissions/inbound/inbound-mail';
import { answersOf } from './inbound-answers';

const env = loadEnv();
const db = await openDatabase(env);
const killAt = process.env.KILL_AT;
const die = (at: string) => {
  if (killAt === at) process.kill(process.pid, 'SIGKILL');
};
const reader = await startInboundMail({
  db,
  files: cvStoreOf(db, env.DATABASE_PATH),
  settings: inboundSettingsOf(env)!,
  log: createLogger('warn'),
  answers: answersOf(db),
  timing: { pollMs: 200, retry: { firstMs: 50, maxMs: 200 }, leaseMs: Number(process.env.LEASE_MS) },
  counts: {
    fetched: () => die('fetched'),
    stored: (mail) => {
      die('stored');
      console.log(`stored ${JSON.stringify(mail)}`);
    },
    state: (state) => console.log(`state ${state}`),
    failed: () => undefined,
    read: () => undefined,
    lease: () => undefined,
  },
});
process.on('SIGTERM', () => void reader.stop().then(() => db.close()));
