import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../database/open-database';
import { INBOUND_STATES, type InboundCounts } from '../mail/inbound-status';
import { outboxBacklog } from '../mail/outbox-backlog';
import type { AnswerObserver } from '../logging/request-log';
import { routeLabelOf } from './route-label';

/**
 * What an operator watches (docs/production.md, decision 0038): requests by route pattern,
 * the page cache, the outbox, emails, submissions, the database pool. Labels are route
 * patterns, methods, statuses and kinds only: nothing a visitor typed or a path they made up.
 */
export interface Metrics {
  registry: Registry;
  /** Counts and times every answered request by its route pattern and status (the request log tells it of each). */
  answered: AnswerObserver;
  pageCache: { hit(): void; miss(): void };
  emails: { sent(kind: string): void; failed(kind: string): void };
  /** A submission was stored (spam included, labelled so). */
  stored(kind: string, spam: boolean): void;
  /**
   * The inbound mailbox's reader (decisions 0063, 0065): mail fetched, stored by class, failures,
   * the connection's state, the time since the mailbox was last read through, and the lease.
   */
  inbound: InboundCounts & { stored(mail: { stored: boolean; kind: string; matched: boolean }): void };
}

/** Seconds; from a cached page's sub-millisecond answer to a slow render or a database wait. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics(db: Db, now: () => Date = () => new Date()): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestLabels = ['route', 'method', 'status'] as const;
  const requestCount = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames: requestLabels,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to the end of its answer',
    labelNames: requestLabels,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'page_cache_lookups_total',
    help: 'Pages answered from the page cache (hit) or rendered for it (miss)',
    labelNames: ['result'],
    registers: [registry],
  });
  const emails = new Counter({
    name: 'emails_total',
    help: 'Emails sent, and emails given up on after their last attempt',
    labelNames: ['kind', 'result'],
    registers: [registry],
  });
  const stored = new Counter({
    name: 'submissions_stored_total',
    help: 'Submissions stored by this instance',
    labelNames: ['kind', 'spam'],
    registers: [registry],
  });
  const inboundFetched = new Counter({
    name: 'inbound_mail_fetched_total',
    help: 'Mails this instance fetched from the inbound mailbox',
    registers: [registry],
  });
  const inboundStored = new Counter({
    name: 'inbound_mail_stored_total',
    help: 'Inbound mails stored, by class and whether they matched a record; a mail already stored counts as duplicate',
    labelNames: ['class', 'matched', 'duplicate'],
    registers: [registry],
  });
  const inboundFailures = new Counter({
    name: 'inbound_mail_failures_total',
    help: 'Failures reading the inbound mailbox, by kind (auth, network, tls, mailbox, storage, protocol)',
    labelNames: ['error'],
    registers: [registry],
  });
  const inboundState = new Gauge({
    name: 'inbound_connection_state',
    help: 'The inbound mailbox reader’s state: 1 for the current one',
    labelNames: ['state'],
    registers: [registry],
  });
  for (const state of INBOUND_STATES) inboundState.set({ state }, state === 'off' ? 1 : 0);
  let lastRead: Date | null = null;
  new Gauge({
    name: 'inbound_mail_last_read_seconds',
    help: 'Time since this instance last read the inbound mailbox through (every mail in it stored and deleted); NaN until it has',
    registers: [registry],
    collect() {
      this.set(lastRead ? (now().getTime() - lastRead.getTime()) / 1000 : Number.NaN);
    },
  });
  const inboundLease = new Gauge({
    name: 'inbound_lease_held',
    help: 'Whether this instance holds the inbound mailbox’s lease and reads it (1) or not (0)',
    registers: [registry],
  });
  inboundLease.set(0);
  // The outbox is the database's, so every instance reports the same figures; NaN while it does not answer.
  // One read a scrape: the gauges are collected at once, and share the read in flight.
  let backlog: Promise<Awaited<ReturnType<typeof outboxBacklog>> | null> | null = null;
  const readBacklog = () =>
    (backlog ??= outboxBacklog(db)
      .catch(() => null)
      .finally(() => {
        backlog = null;
      }));
  new Gauge({
    name: 'outbox_waiting',
    help: 'Emails waiting to be sent (pending or being sent)',
    registers: [registry],
    async collect() {
      this.set((await readBacklog())?.waiting ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'outbox_oldest_waiting_seconds',
    help: 'Age of the oldest email waiting to be sent; 0 when none waits',
    registers: [registry],
    async collect() {
      const read = await readBacklog();
      if (!read) return this.set(Number.NaN);
      this.set(read.oldestQueuedAt ? Math.max(0, (now().getTime() - read.oldestQueuedAt.getTime()) / 1000) : 0);
    },
  });
  if (db.poolUse) {
    const poolUse = db.poolUse;
    new Gauge({
      name: 'database_pool_connections',
      help: 'PostgreSQL connections of this instance: open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { total, idle, waiting } = poolUse();
        this.set({ state: 'open' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  return {
    registry,
    answered: (req, res, seconds) => {
      const labels = { route: routeLabelOf(req), method: req.method, status: String(res.statusCode) };
      requestCount.inc(labels);
      latency.observe(labels, seconds);
    },
    pageCache: { hit: () => pageCache.inc({ result: 'hit' }), miss: () => pageCache.inc({ result: 'miss' }) },
    emails: { sent: (kind) => emails.inc({ kind, result: 'sent' }), failed: (kind) => emails.inc({ kind, result: 'failed' }) },
    stored: (kind, spam) => stored.inc({ kind, spam: String(spam) }),
    inbound: {
      fetched: () => inboundFetched.inc(),
      stored: (mail) => inboundStored.inc({ class: mail.kind, matched: String(mail.matched), duplicate: String(!mail.stored) }),
      failed: (error) => inboundFailures.inc({ error }),
      read: () => {
        lastRead = now();
      },
      lease: (held) => inboundLease.set(held ? 1 : 0),
      state: (current) => {
        for (const state of INBOUND_STATES) inboundState.set({ state }, state === current ? 1 : 0);
      },
    },
  };
}
