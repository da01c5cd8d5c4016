import type { Server } from 'node:http';
import { join } from 'node:path';
import { cvStoreOf } from '../platform/database/cv-store';
import { openDatabase } from '../platform/database/open-database';
import { EnvError, inboundSettingsOf, loadEnv, mailSenderOf, retentionPeriodsOf } from '../platform/config/env';
import { createLogger } from '../platform/logging/logger';
import { createMailTransport, outboxDirOf } from '../platform/mail/mail-transport';
import { startOutboxWorker } from '../platform/mail/outbox-worker';
import { createMetrics } from '../platform/metrics/metrics';
import { projectRoot } from '../platform/config/project-root';
import type { SsrRuntime } from '../site';
import { composeEmail, REQUEST_TIME_LIMIT_MS, startInboundMail, startRetention } from '../submissions';

/** Connections still open this long after a shutdown signal are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function start(): Promise<void> {
  const dev = process.argv.includes('--dev');
  // React picks its development or production build from this when the renderer first loads.
  process.env.NODE_ENV ??= dev ? 'development' : 'production';
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    // Plain text: the logger's own level is part of what could not be read.
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL);
  // A stray rejected promise is a bug to log, not a reason to drop every visitor's connection.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

  let db;
  try {
    db = await openDatabase(env, (error) => logger.warn({ err: error }, 'a database connection broke; the next query opens a new one'));
  } catch (error) {
    // Unreachable PostgreSQL, a wrong password, an unwritable data folder: say which, then stop.
    logger.fatal({ err: error }, `cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // Loaded only now: React, which the site and the desk render with, reads NODE_ENV once, when it is first imported.
  // Submissions render nothing and may not import the site (eslint.config.js), so they load with the process.
  const [
    { createApp },
    { createDevelopmentRuntime, createIndexNow, createProductionRuntime, onJobClosings, vitalsSweep },
    { answerHandling, deskRecordLink, startReplyReminders, TABLE_KINDS },
  ] = await Promise.all([import('./app'), import('../site'), import('../desk')]);
  const ssr: SsrRuntime = dev ? await createDevelopmentRuntime(projectRoot) : await createProductionRuntime(join(projectRoot, 'dist'));
  const metrics = createMetrics(db);
  const cvs = cvStoreOf(db, env.DATABASE_PATH);
  const outbox = startOutboxWorker({
    db,
    counts: metrics.emails,
    transport: createMailTransport({ smtpUrl: env.SMTP_URL, outboxDir: outboxDirOf(env.DATABASE_PATH) }),
    compose: composeEmail(
      db,
      {
        to: env.MAIL_TO,
        careersTo: env.CAREERS_TO,
        from: env.MAIL_FROM,
        fromName: env.MAIL_FROM_NAME,
        notifyDetails: env.NOTIFY_DETAILS,
        recordLink: deskRecordLink(env.SITE_URL),
        inbound: inboundSettingsOf(env),
      },
      TABLE_KINDS,
    ),
    log: logger,
  });
  // The one reminder of an enquiry still unanswered 20 hours after it arrived.
  const stopReminders = startReplyReminders({
    db,
    siteUrl: env.SITE_URL,
    mailFrom: mailSenderOf(env),
    onQueued: () => outbox.kick(),
    log: logger,
  });
  // Deletes what its retention period ended (decision 0035): now, then daily; safe on every instance at once.
  const stopRetention = startRetention({
    db,
    periods: retentionPeriodsOf(env),
    cvs,
    outboxDir: outboxDirOf(env.DATABASE_PATH),
    vitals: vitalsSweep,
    log: logger,
    kinds: TABLE_KINDS,
  });
  // Answers to the studio's emails, from INBOUND_IMAP_URL's mailbox (decision 0063); unset, nothing is read.
  const inboundSettings = inboundSettingsOf(env);
  // A sender's answer opens the record's wait again and is told to staff through the outbox (decision 0064).
  const answers = answerHandling(db, { siteUrl: env.SITE_URL, mailFrom: mailSenderOf(env) });
  const inbound = inboundSettings
    ? await startInboundMail({ db, settings: inboundSettings, files: cvs, log: logger, answers, counts: metrics.inbound })
    : null;
  const indexNow = env.INDEXNOW_KEY
    ? createIndexNow({ db, siteUrl: env.SITE_URL, key: env.INDEXNOW_KEY, endpoint: env.INDEXNOW_ENDPOINT, log: logger })
    : null;
  // Pages whose content changed since the last accepted submission (none on an unchanged restart).
  void indexNow?.submitChanged();
  // And again when a position closes while the process runs.
  const stopClosings = indexNow ? onJobClosings(() => void indexNow.submitChanged()) : () => undefined;
  // The top pages are rendered ahead, in the background: /readyz answers 200 once they are (decision 0070).
  const app = createApp({ env, db, ssr, logger, outbox, indexNow, renderPagesAhead: true, metrics, ...(inbound && { inbound }) });

  const server = app.listen(env.PORT, () => {
    logger.info({ port: env.PORT, siteUrl: env.SITE_URL }, `${dev ? 'Development' : 'Production'} server on http://localhost:${env.PORT}`);
  });
  // Long enough for a phone's slow upload; a silent one is cut by the upload's idle cut-off instead.
  server.requestTimeout = REQUEST_TIME_LIMIT_MS;
  server.on('error', (error) => {
    logger.fatal({ err: error, port: env.PORT }, `cannot listen on port ${env.PORT}`);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${signal} received: finishing open requests, then stopping`);
    void drain(server)
      .then(async () => {
        stopClosings();
        stopReminders();
        stopRetention();
        indexNow?.stop();
        await outbox.stop();
        await inbound?.stop();
        await ssr.close();
        await db.close();
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'could not stop cleanly');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Stops accepting connections, lets in-flight requests finish, and cuts stragglers after the grace period. */
function drain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

await start();
