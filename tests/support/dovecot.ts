import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './free-port';
import { until } from './until';

/** The mailbox's one user, as INBOUND_IMAP_URL names it. */
export const DOVECOT_USER = 'desk@studio.example';
export const DOVECOT_PASSWORD = 'p@ss word';

/** An IMAP server of the test's own: Debian's dovecot in a temporary folder, one passwd-file user, a Maildir, on 127.0.0.1. */
export interface Dovecot {
  /** imap://user:password@127.0.0.1:port/INBOX, for INBOUND_IMAP_URL. */
  url: string;
  user: string;
  password: string;
  /** Puts a mail into the mailbox, as a delivery would (IMAP APPEND). */
  deliver(raw: string | Buffer): Promise<void>;
  /** How many mails the mailbox holds. */
  count(): Promise<number>;
  /** Puts a mail written in a file into the mailbox as a local delivery does (Maildir's tmp/, then new/), never holding it in memory. */
  deliverFile(path: string): Promise<void>;
  /** Stops the server, as a crash would; `start()` brings it back on the same port and mailbox. */
  halt(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const DOVECOT = '/usr/sbin/dovecot';

/**
 * Dovecot runs as whoever runs the tests (its own users as root, where it will not run its
 * services as root), with every file it writes in the temporary folder. `capabilities` replaces
 * what it offers once signed in (imap_capability): a server without IDLE or UIDPLUS, as some are.
 * `port`, when given, is the one it listens on (the browser tests' mailbox).
 */
export async function startDovecot({ port = 0, capabilities }: { port?: number; capabilities?: string } = {}): Promise<Dovecot> {
  const dir = mkdtempSync(join(tmpdir(), 'dovecot-'));
  port ||= await freePort();
  const user = DOVECOT_USER;
  const password = DOVECOT_PASSWORD;
  const asRoot = process.getuid?.() === 0;
  const me = userInfo().username;
  const internal = asRoot ? 'dovecot' : me;
  const login = asRoot ? 'dovenull' : me;
  const mailUser = asRoot ? 'dovecot' : me;
  const mailIds = asRoot ? idsOf(mailUser) : { uid: process.getuid!(), gid: process.getgid!() };
  for (const sub of ['run', 'state', 'home']) mkdirSync(join(dir, sub));
  writeFileSync(join(dir, 'users'), `${user}:{PLAIN}${password}::::::\n`);
  writeFileSync(
    join(dir, 'dovecot.conf'),
    `
protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
default_internal_user = ${internal}
default_internal_group = ${internal}
default_login_user = ${login}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailUser} gid=${mailUser} home=${dir}/home/%u
}
mail_location = maildir:~/Maildir
${capabilities ? `imap_capability = ${capabilities}` : ''}
first_valid_uid = ${mailIds.uid}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service auth {
  user = ${asRoot ? 'root' : me}
}
`,
  );
  if (asRoot) {
    // The mail processes run as the mail user, who must reach its home through the folder.
    chmodSync(dir, 0o755);
    chownSync(join(dir, 'home'), mailIds.uid, mailIds.gid);
  }

  let server: ChildProcess | null = null;
  const url = `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/INBOX`;
  const listening = async () => {
    const probe = client(port);
    try {
      await probe.connect();
      await probe.logout();
      return true;
    } catch {
      probe.close();
      return false;
    }
  };

  const start = async () => {
    // A process group of its own: a halt ends the master and every login and mail process with it.
    server = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'ignore', detached: true });
    await until(listening, `dovecot on port ${port}`, 10_000);
  };
  const halt = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    process.kill(-running.pid!, 'SIGKILL');
    await exited;
    await until(async () => !(await listening()), 'dovecot to stop', 10_000);
  };
  await start();
  return {
    url,
    user,
    password,
    deliver: (raw) => deliverMail(port, raw),
    count: () => withMailbox(port, async (imap) => (imap.mailbox ? imap.mailbox.exists : 0)),
    async deliverFile(path) {
      const maildir = join(dir, 'home', user, 'Maildir');
      const name = `${Date.now()}.${process.pid}_${Math.random().toString(36).slice(2)}.test`;
      // Opening the mailbox makes dovecot create the Maildir, as its own user.
      await withMailbox(port, async () => undefined);
      await copyFile(path, join(maildir, 'tmp', name));
      if (asRoot) chownSync(join(maildir, 'tmp', name), mailIds.uid, mailIds.gid);
      renameSync(join(maildir, 'tmp', name), join(maildir, 'new', name));
    },
    halt,
    start,
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const client = (port: number) =>
  new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user: DOVECOT_USER, pass: DOVECOT_PASSWORD }, logger: false });

async function withMailbox<T>(port: number, work: (imap: ImapFlow) => Promise<T>): Promise<T> {
  const imap = client(port);
  await imap.connect();
  try {
    await imap.mailboxOpen('INBOX');
    return await work(imap);
  } finally {
    await imap.logout();
  }
}

/** Puts a mail into the mailbox of the dovecot on `port`, as a delivery would (IMAP APPEND). */
export const deliverMail = (port: number, raw: string | Buffer): Promise<void> =>
  withMailbox(port, async (imap) => void (await imap.append('INBOX', raw)));

/** A system user's ids, from /etc/passwd. */
function idsOf(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`No user ${name}: apt-get install dovecot-imapd`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
