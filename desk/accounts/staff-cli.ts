import { parseArgs } from 'node:util';
import { z } from 'zod';
import { LANGS } from '../../shared/i18n/langs';
import { STAFF_ROLES } from '../../shared/staff';
import { openDatabase } from '../../platform/database/open-database';
import { loadEnv, mailSenderOf } from '../../platform/config/env';
import { cliCommand, runAsProcess, type CommandCall, UsageError } from '../../platform/config/run-cli';
import {
  AccountError,
  AccountNameSchema,
  accountByEmail,
  addAccount,
  changeSettings,
  isTimeZone,
  listAccounts,
  removeAccount,
} from './account-store';
import { inviteAccount } from './invitations';

const USAGE = `Staff accounts of the desk (DATABASE_URL's, or DATABASE_PATH's database).

  npm run staff -- add EMAIL --role ROLE --name NAME [--lang en|ru] [--time-zone ZONE]
                                      a new account, and its invitation (emailed, and printed here)
  npm run staff -- invite EMAIL [--name NAME]
                                      a new invitation for an account (replaces a lost passkey);
                                      --name names an account made before names were asked
  npm run staff -- list                every account
  npm run staff -- remove EMAIL        removes an account and ends its sessions at once

Roles: ${STAFF_ROLES.join(', ')}. The first admin is made here; admins invite the rest from the desk.`;

const operator = { operator: true } as const;

async function main({ args, env: source }: CommandCall): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      role: { type: 'string' },
      name: { type: 'string' },
      lang: { type: 'string', default: 'en' },
      'time-zone': { type: 'string', default: 'UTC' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) return void console.log(USAGE);
  const [command, email, ...rest] = positionals;
  if (!command || !['add', 'invite', 'list', 'remove'].includes(command))
    throw new UsageError(`Say what to do: add, invite, list or remove.\n\n${USAGE}`);
  if (rest.length > 0 || (command === 'list') !== (email === undefined))
    throw new UsageError(command === 'list' ? `list takes no address.\n\n${USAGE}` : `Name one email address.\n\n${USAGE}`);
  if (email !== undefined && !z.email().safeParse(email).success) throw new UsageError(`${email} is not an email address.`);
  const named = values.name === undefined ? undefined : AccountNameSchema.safeParse(values.name);
  if (named && command !== 'add' && command !== 'invite') throw new UsageError(`--name goes with add or invite, not ${command}.`);
  if (named && !named.success) throw new UsageError('--name must be the person’s name on one line, 1 to 80 characters.');

  const env = loadEnv(source);
  const db = await openDatabase(env);
  try {
    if (command === 'list') {
      const accounts = await listAccounts(db);
      if (accounts.length === 0)
        return void console.log('No staff accounts yet. Make the first admin: npm run staff -- add EMAIL --role admin --name NAME');
      return void console.table(
        accounts.map(({ email, name, role, lang, timeZone, createdAt, lastSignInAt }) => ({
          email,
          name: name ?? '',
          role,
          lang,
          timeZone,
          since: createdAt.toISOString().slice(0, 10),
          lastSignIn: lastSignInAt ? `${lastSignInAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'never',
        })),
      );
    }
    const address = email!;
    if (command === 'add') {
      const role = z.enum(STAFF_ROLES).safeParse(values.role);
      if (!role.success) throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}.\n\n${USAGE}`);
      const lang = z.enum(LANGS).safeParse(values.lang);
      if (!lang.success) throw new UsageError(`--lang must be one of ${LANGS.join(', ')}.`);
      const timeZone = values['time-zone'];
      if (!isTimeZone(timeZone))
        throw new UsageError(`--time-zone must be a zone such as America/Denver or Asia/Makassar; ${timeZone} is not one.`);
      if (!named)
        throw new UsageError('Give the person’s name: --name "Ada Lovelace" (the desk shows it, and their replies are signed with it).');
      const account = await addAccount(db, { email: address, role: role.data, lang: lang.data, timeZone, name: named.data });
      const { link } = await inviteAccount(db, { account, by: operator, siteUrl: env.SITE_URL, mailFrom: mailSenderOf(env) });
      return void console.log(`Added ${account.email} (${account.role}). Invitation emailed; its link, valid 24 hours:\n${link}`);
    }
    const account = await accountByEmail(db, address);
    if (!account) throw new UsageError(`There is no account for ${address}.`);
    if (command === 'invite') {
      if (named) await changeSettings(db, account.id, { name: named.data });
      const { link } = await inviteAccount(db, { account, by: operator, siteUrl: env.SITE_URL, mailFrom: mailSenderOf(env) });
      console.log(`Invitation emailed to ${account.email}; its link, valid 24 hours:\n${link}`);
      if (!named && !account.name) console.log(`${account.email} has no name yet: give it with --name "…", or they can in their settings.`);
      return;
    }
    await removeAccount(db, account.id, operator);
    console.log(`Removed ${account.email}; its sessions have ended.`);
  } finally {
    await db.close();
  }
}

export const staffCommand = cliCommand(USAGE, main, [AccountError]);

await runAsProcess(import.meta.url, staffCommand);
