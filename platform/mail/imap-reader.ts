import { ImapFlow, type MessageStructureObject } from 'imapflow';
import type { Lease } from '../database/lease';
import type { Logger } from '../logging/logger';
import type { InboundCounts, InboundState, InboundStatus } from './inbound-status';

/**
 * The one transport of inbound mail (decision 0063): reads the mailbox of INBOUND_IMAP_URL over
 * IMAP, hands each mail in it to `store`, and deletes it from the mailbox (expunges it) only once
 * `store` has resolved (its row committed), so the mailbox keeps no second copy (decision 0065).
 * A crash in between leaves the mail there, to be read again, found stored by its key, and
 * deleted then. IDLE where the server offers it, else a poll; a dropped connection, a wrong
 * password or a server that goes away is retried with capped, jittered exponential backoff, and
 * never ends the process. With a lease, only the instance holding it connects at all.
 */
export interface ImapReaderOptions {
  url: string;
  /**
   * Stores one mail (at most `maxBytes` of it), its full size and the files it names as the
   * server describes them (what a cut raw no longer holds); resolves once it is committed.
   */
  store(raw: Buffer, size: number, files: NamedPart[]): Promise<void>;
  maxBytes: number;
  log: Logger;
  counts?: InboundCounts;
  /** How often the mailbox is checked without IDLE, and IDLE renewed: 30 s; shorter in tests. */
  pollMs?: number;
  /** The first wait after a failure, doubled up to `maxMs`. */
  retry?: { firstMs: number; maxMs: number };
  /** Held while reading, renewed every `renewMs` (decision 0065); without one, this instance always reads. */
  lease?: { lease: Lease; renewMs: number };
}

/** A part of a mail that names a file, from the server's BODYSTRUCTURE: known without fetching it. */
export interface NamedPart {
  name: string;
  /** The type the mail declares. */
  type: string;
  /** Its decoded size, estimated from the size sent (base64 sends 78 bytes a line for 57). */
  bytes: number;
  /** Shown inside the HTML by its Content-ID rather than attached. */
  inline: boolean;
}

export interface ImapReader {
  status(): InboundStatus;
  /** Ends the connection once the mail being stored (if any) is committed. */
  stop(): Promise<void>;
}

const DEFAULT_POLL_MS = 30_000;
const DEFAULT_RETRY = { firstMs: 1_000, maxMs: 5 * 60_000 };
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE', 'NoConnection']);

/** A mail could not be stored, or the lease not read: the database's failure, not the mailbox's. */
class StorageFailure extends Error {
  override name = 'StorageFailure';
}

/** The structure's leaves that name a file, in the mail's order; a forwarded mail counts as one file. */
export function namedPartsOf(node: MessageStructureObject | undefined): NamedPart[] {
  if (!node) return [];
  if (node.childNodes && node.type !== 'message/rfc822') return node.childNodes.flatMap(namedPartsOf);
  const name = node.dispositionParameters?.filename ?? node.parameters?.name;
  if (!name) return [];
  const size = node.size ?? 0;
  return [
    {
      name,
      type: node.type,
      bytes: node.encoding?.toLowerCase() === 'base64' ? Math.floor((size * 57) / 78) : size,
      inline: Boolean(node.id) && node.disposition?.toLowerCase() !== 'attachment',
    },
  ];
}

/** The kind of a failure, for /readyz and the metrics: nothing of the server's words or the password. */
export function failureClassOf(error: unknown): string {
  if (error instanceof StorageFailure) return 'storage';
  const { authenticationFailed, code, mailboxMissing } = (error ?? {}) as {
    authenticationFailed?: boolean;
    code?: string;
    mailboxMissing?: boolean;
  };
  if (authenticationFailed) return 'auth';
  if (mailboxMissing) return 'mailbox';
  if (typeof code === 'string' && (code.startsWith('ERR_TLS') || /CERT|SSL/.test(code))) return 'tls';
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('E'))) return 'network';
  return 'protocol';
}

/** Half the capped doubling plus a random half of it: instances that lost the server together do not return together. */
export const backoffMs = (failures: number, { firstMs, maxMs }: { firstMs: number; maxMs: number }) => {
  const ceiling = Math.min(maxMs, firstMs * 2 ** Math.min(failures - 1, 30));
  return ceiling / 2 + Math.random() * (ceiling / 2);
};

function connectionOf(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 993 : 143),
    secure,
    auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\/+/, '')) || 'INBOX',
  };
}

export function startImapReader(options: ImapReaderOptions): ImapReader {
  const { store, maxBytes, log, counts, lease } = options;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const retry = options.retry ?? DEFAULT_RETRY;
  const { mailbox, ...connection } = connectionOf(options.url);
  let status: InboundStatus = { state: 'off' };
  let stopping = false;
  let wake: (() => void) | null = null;
  let failures = 0;
  /** Whether this instance holds the lease (always, without one). */
  let holding = !lease;
  /** The connection while it is being opened: a stop then need not wait for the server. */
  let opening: ImapFlow | null = null;

  const set = (state: InboundState, error?: string) => {
    status = error ? { state, error } : { state };
    counts?.state(state);
  };
  /** Resolves after `ms`, or sooner when woken (new mail, a closed connection, a stop). */
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const stored = async <T>(work: () => Promise<T>, what: string): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new StorageFailure(what, { cause: error });
    }
  };

  /** Every mail in the mailbox: whatever is there has not been stored yet, or was stored just before a crash. */
  async function importAll(client: ImapFlow) {
    // A server answers a search from its last look at the mailbox and looks again after it: without
    // IDLE, a mail that came meanwhile would wait for the poll after next (60 s, not 30).
    await client.noop();
    const uids = (await client.search({ all: true }, { uid: true })) || [];
    for (const uid of uids) {
      if (stopping || !holding) return;
      const query = { uid: true, size: true, bodyStructure: true, source: { maxLength: maxBytes } };
      const message = await client.fetchOne(String(uid), query, { uid: true });
      if (!message || !message.source) continue;
      counts?.fetched();
      const { source, size, bodyStructure } = message;
      await stored(() => store(source, size ?? source.length, namedPartsOf(bodyStructure)), 'the mail could not be stored');
      // \Deleted, then UID EXPUNGE where the server has UIDPLUS, else EXPUNGE (the mailbox is the site's alone).
      if (!(await client.messageDelete(String(uid), { uid: true })))
        throw Object.assign(new Error('the inbound mailbox did not delete a stored mail'), { code: 'NotDeleted' });
    }
    counts?.read();
  }

  /** Renews the lease while a session reads; once it is lost (another instance has it, or the database failed), the session ends. */
  function keepLease(): () => void {
    if (!lease) return () => undefined;
    const lost = (error?: unknown) => {
      if (!holding) return;
      holding = false;
      counts?.lease(false);
      log.warn({ err: error }, 'the inbound mailbox lease was lost; this instance stops reading');
      // The session ends at its next step: after the mail being stored, or out of IDLE at once.
      wake?.();
    };
    const timer = setInterval(() => {
      lease.lease.take().then((held) => held || lost(), lost);
    }, lease.renewMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function session() {
    set('connecting');
    const client = new ImapFlow({ ...connection, logger: false, disableAutoIdle: true, connectionTimeout: 15_000 });
    // An error after connect() also closes the connection, which the loop below notices.
    client.on('error', (error: unknown) => log.debug({ err: error }, 'the inbound mailbox connection failed'));
    client.on('close', () => wake?.());
    client.on('exists', () => wake?.());
    const stopRenewing = keepLease();
    try {
      opening = client;
      await client.connect();
      await client.mailboxOpen(mailbox);
      opening = null;
      failures = 0;
      const idle = client.capabilities.has('IDLE');
      log.info({ idle }, 'reading the inbound mailbox');
      while (!stopping && holding && client.usable) {
        await importAll(client);
        set(idle ? 'idle' : 'polling');
        // IDLE ends by itself when the next command starts; it may also fail with the connection, noticed by `usable`.
        if (idle) client.idle().catch(() => undefined);
        await wait(pollMs);
      }
      if (!stopping && holding) throw Object.assign(new Error('the inbound mailbox closed the connection'), { code: 'NoConnection' });
    } finally {
      stopRenewing();
      opening = null;
      if (client.usable) await client.logout().catch(() => client.close());
      else client.close();
    }
  }

  /** Takes or renews the lease; false (standing by, not connecting) while another instance holds it. */
  async function takeLease(): Promise<boolean> {
    if (!lease) return true;
    holding = await stored(() => lease.lease.take(), 'the lease could not be read');
    counts?.lease(holding);
    if (!holding) set('standby');
    return holding;
  }

  const running = (async () => {
    while (!stopping) {
      try {
        if (await takeLease()) await session();
        else await wait(lease!.renewMs);
      } catch (error) {
        if (stopping) break;
        failures += 1;
        const kind = failureClassOf(error);
        set('failing', kind);
        counts?.failed(kind);
        const delay = backoffMs(failures, retry);
        log.warn({ err: error, failure: kind, retryInMs: Math.round(delay) }, 'cannot read the inbound mailbox; trying again');
        await wait(delay);
      }
    }
    if (lease && holding) {
      // Given back on a stop, so another instance reads at once rather than after the expiry.
      await lease.lease.release().catch((error: unknown) => log.warn({ err: error }, 'the inbound mailbox lease could not be released'));
      holding = false;
      counts?.lease(false);
    }
    set('off');
  })().catch((error: unknown) => log.error({ err: error }, 'the inbound mailbox reader stopped'));

  return {
    status: () => status,
    async stop() {
      stopping = true;
      wake?.();
      opening?.close();
      await running;
    },
  };
}
