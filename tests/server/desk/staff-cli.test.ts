import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../../platform/database/open-database';
import { accountByEmail, addAccount, listAccounts } from '../../../desk/accounts/account-store';
import { readAudit } from '../../../desk/audit/audit-trail';
import { staffCommand } from '../../../desk/accounts/staff-cli';
import { COMMAND_TEST_TIMEOUT_MS, commandInProcess, operatorCommand } from '../../support/operator-command';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';

const dir = mkdtempSync(join(tmpdir(), 'site-staff-cli-'));
const databasePath = join(dir, 'site.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = { PATH: process.env.PATH, DATABASE_PATH: databasePath, SITE_URL: 'https://northbeam.test' };
const { run, spawn: fail } = operatorCommand('staff', env);

/** The database as the commands left it. */
async function inDatabase<T>(read: (db: ReturnType<typeof openSqlite>) => Promise<T>): Promise<T> {
  const db = openSqlite(databasePath);
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

describe('npm run staff', { timeout: COMMAND_TEST_TIMEOUT_MS }, () => {
  it('adds the first admin with an invitation it prints and queues, in the account’s language', async () => {
    const out = run(
      'add',
      'Lead@Northbeam.test',
      '--role',
      'admin',
      '--name',
      ' Лидия Ли ',
      '--lang',
      'ru',
      '--time-zone',
      'Asia/Makassar',
    );
    expect(out).toMatch(/^Added lead@northbeam\.test \(admin\)\./);
    const link = /https:\/\/northbeam\.test\/staff\/invitation\?ui=ru#[\w-]{43}/.exec(out)?.[0];
    expect(link).toBeDefined();
    const { accounts, outbox } = await inDatabase(async (db) => ({
      accounts: await listAccounts(db),
      outbox: await db.select().from(db.tables.emailOutbox),
    }));
    expect(accounts).toMatchObject([
      { email: 'lead@northbeam.test', name: 'Лидия Ли', role: 'admin', lang: 'ru', timeZone: 'Asia/Makassar' },
    ]);
    expect(outbox).toMatchObject([
      { kind: 'invitation', message: { to: 'lead@northbeam.test', subject: DESK_TEXTS.ru.invitationEmail.subject } },
    ]);
    expect(outbox[0]!.message!.text).toContain(link);
  });

  it('lists, invites again (naming an account made before names) and removes, each recorded as the operator’s', async () => {
    run('add', 'sales@northbeam.test', '--role', 'sales', '--name', 'Sam Sales');
    const table = run('list');
    expect(table).toMatch(/'lead@northbeam\.test'\s*│\s*'Лидия Ли'/);
    expect(table).toMatch(/'sales@northbeam\.test'\s*│\s*'Sam Sales'.*'never'/);
    expect(run('invite', 'sales@northbeam.test')).toMatch(
      /^Invitation emailed to sales@northbeam\.test; its link, valid 24 hours:\nhttps:\/\/northbeam\.test\/staff\/invitation\?ui=en#[\w-]+\n$/,
    );
    // An account made before names were asked: the command says so, and names it when told.
    await inDatabase((db) => addAccount(db, { email: 'older@northbeam.test', role: 'sales' }));
    expect(run('invite', 'older@northbeam.test')).toMatch(/\nolder@northbeam\.test has no name yet: give it with --name/);
    expect(run('invite', 'older@northbeam.test', '--name', 'Olga Older')).not.toContain('no name yet');
    expect(await inDatabase((db) => accountByEmail(db, 'older@northbeam.test'))).toMatchObject({ name: 'Olga Older' });
    run('remove', 'older@northbeam.test');
    expect(run('remove', 'sales@northbeam.test')).toBe('Removed sales@northbeam.test; its sessions have ended.\n');
    expect(run('list')).not.toContain('sales@northbeam.test');
    const trail = await inDatabase((db) => readAudit(db, { limit: 10 }));
    expect(trail.map(({ actor, action }) => `${actor} ${action}`)).toEqual([
      'operator remove-account',
      'operator remove-account',
      'operator invite',
      'operator invite',
      'operator invite',
      'operator invite',
      'operator invite',
    ]);
  });

  it('says what is wrong in one line, with exit code 1 and no stack', async () => {
    for (const [args, message] of [
      [['add', 'x@northbeam.test', '--role', 'boss', '--name', 'X'], /^--role must be one of admin, sales, recruiting\./],
      [['add', 'not-an-address', '--role', 'sales', '--name', 'X'], /^not-an-address is not an email address\.$/m],
      [['add', 'lead@northbeam.test', '--role', 'sales', '--name', 'X'], /^lead@northbeam\.test already has an account\.$/m],
      [['add', 'y@northbeam.test', '--role', 'sales', '--name', 'Y', '--time-zone', 'Mars/Olympus'], /^--time-zone must be a zone such as/],
      [['add', 'z@northbeam.test', '--role', 'sales'], /^Give the person’s name: --name "Ada Lovelace" \(.+\)\.\n$/],
      [
        ['add', 'z@northbeam.test', '--role', 'sales', '--name', ' '],
        /^--name must be the person’s name on one line, 1 to 80 characters\.\n$/,
      ],
      [['remove', 'lead@northbeam.test', '--name', 'Lead'], /^--name goes with add or invite, not remove\.\n$/],
      [['remove', 'nobody@northbeam.test'], /^There is no account for nobody@northbeam\.test\.$/m],
      [['remove', 'lead@northbeam.test'], /^lead@northbeam\.test is the only admin; add another admin first\.$/m],
      [['promote', 'lead@northbeam.test'], /^Say what to do: add, invite, list or remove\./],
    ] as const) {
      const { status, stderr } = await commandInProcess(staffCommand, [...args], env);
      expect(status, args.join(' ')).toBe(1);
      expect(stderr, args.join(' ')).toMatch(message);
      expect(stderr).not.toMatch(/\n\s+at /);
    }
    // As a process: the line, the usage, exit code 1.
    const { status, stderr } = fail(['list', '--colour']);
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Unknown option '--colour'.*\n\nStaff accounts of the desk/);
  });
});
