import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../../platform/database/open-database';
import { saveEnquiry } from '../../support/stored-submissions';
import { enquiriesCommand } from '../../../desk/enquiries-cli';
import { COMMAND_TEST_TIMEOUT_MS, commandInProcess, operatorCommand } from '../../support/operator-command';

const dir = mkdtempSync(join(tmpdir(), 'site-cli-'));
const databasePath = join(dir, 'site.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  const db = openSqlite(databasePath);
  for (const name of ['Ada Byron', 'Иван Петров']) {
    await saveEnquiry(db, {
      name,
      email: 'a@example.com',
      phone: '+7 900 000 00 00',
      project: 'A booking app for our clinics.',
      privacy: true,
      locale: 'en',
    });
  }
  await db.close();
});

const env = { PATH: process.env.PATH, DATABASE_PATH: databasePath };
const { run, spawn: fail } = operatorCommand('enquiries', env);

describe('npm run enquiries', { timeout: COMMAND_TEST_TIMEOUT_MS }, () => {
  it('lists the enquiries newest first', () => {
    const table = run();
    expect(table.indexOf('Иван Петров')).toBeLessThan(table.indexOf('Ada Byron'));
    expect(table).toContain('pending');
  });

  it('exports CSV and JSON', () => {
    expect(run('--all', '--csv').split('\n')[0]).toContain('"id","createdAt","name","email"');
    expect(JSON.parse(run('--json')).map((e: { name: string }) => e.name)).toEqual(['Иван Петров', 'Ada Byron']);
    expect(JSON.parse(run('--id', '1')).name).toBe('Ada Byron');
  });

  it('answers a wrong call in a line and the usage, exit code 1, no stack trace', async () => {
    for (const [args, said] of [
      [['--bogus'], "Unknown option '--bogus'"],
      [['--limit', 'many'], '--limit must be a positive whole number'],
      [['--id', '99'], 'No enquiry with id 99'],
    ] as const) {
      const { status, stderr } = await commandInProcess(enquiriesCommand, [...args], env);
      expect(status, args.join(' ')).toBe(1);
      expect(stderr).toContain(said);
      expect(stderr).not.toMatch(/\n\s+at /);
    }
    // As a process: the line, the usage, exit code 1.
    const { status, stderr } = fail(['--bogus']);
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Unknown option '--bogus'[\s\S]*npm run enquiries -- --all --csv/);
  });
});
