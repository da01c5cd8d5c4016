import compression from 'compression';
import express, { type Express } from 'express';
import type { Db } from '../platform/database/open-database';
import { inboundSettingsOf, mailSenderOf, policySettingsOf, trustProxySetting, type Env } from '../platform/config/env';
import { finalErrorHandler } from '../platform/http/error-handler';
import type { ClientLimits } from '../platform/http/json-guards';
import { SharedLimitStore } from '../platform/http/shared-limit-store';
import { cvStoreOf } from '../platform/database/cv-store';
import { apiNotFound } from '../platform/http/not-found';
import type { ImapReader } from '../platform/mail/imap-reader';
import type { OutboxWorker } from '../platform/mail/outbox-worker';
import { outboxDirOf } from '../platform/mail/mail-transport';
import { healthRoute, readinessRoute } from '../platform/http/health';
import type { Logger } from '../platform/logging/logger';
import { requestIdHeader, requestLog } from '../platform/logging/request-log';
import { preferredLang, PREFERRED_LANG_VARY } from '../platform/http/lang';
import { createSecurityHeaders } from '../platform/http/security';
import { createMetrics, type Metrics } from '../platform/metrics/metrics';
import { metricsRoute } from '../platform/metrics/metrics-route';
import {
  keptPages,
  contentApiRoute,
  islandTextsRoute,
  blogSearchRoute,
  createSitemap,
  consentVersions,
  DEFAULT_VITALS_LIMITS,
  indexNowKeyFile,
  indexNowRoute,
  pageHandler,
  pwaRoutes,
  sendErrorPage,
  seoRoutes,
  vitalsRoute,
  type IndexNow,
  type KeptPagesSettings,
  type SsrRuntime,
} from '../site';
import { DEFAULT_SUBMISSION_LIMITS, DEFAULT_UPLOAD_IDLE_MS, submitRoutes } from '../submissions';
import {
  adminRoutes,
  requestsRoutes,
  unmatchedRoutes,
  createStaffAuth,
  DEFAULT_SIGN_IN_LIMITS,
  deskRoutes,
  KINDS_TABLE,
  invitationPageRoute,
  sitemapRebuildRoute,
  staffApiRoutes,
  staffSessionRoute,
  type KindDesk,
} from '../desk';

export interface AppDeps {
  env: Env;
  db: Db;
  ssr: SsrRuntime;
  /** Requests and events, one JSON line each. */
  logger: Logger;
  /** Woken when a submission is stored; absent where no mail is sent (some tests), and then not ready. */
  outbox?: Pick<OutboxWorker, 'kick' | 'running'>;
  /** The kinds of form, each with its desk: the kinds table's (KINDS_TABLE); a test adds one of its own. */
  kinds?: readonly KindDesk[];
  /** What one client may send of a kind per window, by the kind's name; DEFAULT_SUBMISSION_LIMITS for the others. */
  submissionLimits?: Partial<Record<string, ClientLimits>>;
  vitalsLimits?: ClientLimits;
  /** Wrong staff tokens one client may try per window. */
  signInLimits?: ClientLimits;
  /** The IndexNow submitter; null when no key is configured (nothing is sent). */
  indexNow?: IndexNow | null;
  /** What time it is: positions close by it (tests move it). */
  clock?: () => Date;
  /** Renders the top pages ahead in the background, and is not ready until it has (the process; tests render on demand). */
  renderPagesAhead?: boolean;
  /** Which pages are rendered ahead and how much of the rest is kept (tests make them smaller). */
  keptPagesSettings?: KeptPagesSettings;
  /** What GET /metrics reports; the process shares it with its mail worker. */
  metrics?: Metrics;
  /** How long a file's upload may go without a byte before it is cut: DEFAULT_UPLOAD_IDLE_MS (tests shorten it). */
  uploadIdleMs?: number;
  /** Where reading the inbound mailbox stands, for /readyz's body; absent when INBOUND_IMAP_URL is not set. */
  inbound?: Pick<ImapReader, 'status'>;
}

/** The whole HTTP surface, without listening: start-up and tests both mount it. */
export function createApp({
  env,
  db,
  ssr,
  logger,
  outbox,
  kinds = Object.values(KINDS_TABLE),
  submissionLimits = {},
  vitalsLimits = DEFAULT_VITALS_LIMITS,
  signInLimits = DEFAULT_SIGN_IN_LIMITS,
  indexNow = null,
  clock = () => new Date(),
  renderPagesAhead = false,
  keptPagesSettings,
  metrics = createMetrics(db),
  uploadIdleMs = DEFAULT_UPLOAD_IDLE_MS,
  inbound,
}: AppDeps): Express {
  // On PostgreSQL every instance counts a client's requests together (decision 0041); SQLite's one process counts in memory.
  const counted = (limits: ClientLimits): ClientLimits =>
    db.engine === 'postgres' ? { ...limits, store: (prefix) => new SharedLimitStore(db, prefix) } : limits;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  app.use(requestLog(logger, metrics.answered));

  const security = createSecurityHeaders({ https: env.SITE_URL.startsWith('https:'), connectSources: ssr.connectSources });
  const policy = policySettingsOf(env);
  // The consent versions the ledger records are those the consent page shows: the same text, the same periods.
  const versions = consentVersions(policy.periods);
  const pageOptions = {
    siteUrl: env.SITE_URL,
    indexNowKeyLocation: indexNow?.keyLocation ?? null,
    clock,
    policy,
    consentVersions: versions,
  };
  // First after the log, and before compression: a kept page is compressed already and sends its security headers and request id with its own.
  const kept = ssr.cachesPages ? keptPages(ssr, pageOptions, logger, security, metrics.pageCache, keptPagesSettings) : null;
  if (kept) app.use(kept.handler);
  app.use(requestIdHeader);
  app.use(security.middleware);
  let pagesReady = !(kept && renderPagesAhead);
  if (kept && renderPagesAhead) {
    void kept.renderAhead().then(({ pages, ms }) => {
      pagesReady = true;
      logger.info({ pages, ms }, `${pages} pages rendered ahead in ${(ms / 1000).toFixed(1)} s`);
    });
  }
  app.use(compression());

  app.get('/healthz', healthRoute(db));
  app.get('/readyz', readinessRoute(db, outbox, renderPagesAhead ? () => pagesReady : undefined, inbound?.status));
  app.use(metricsRoute(metrics, env.METRICS_TOKEN ?? env.STAFF_TOKEN));
  const sitemap = createSitemap(env.SITE_URL, clock);
  app.use(seoRoutes({ siteUrl: env.SITE_URL, sitemap }));
  // The files of the pages outside the site's render: offline, error and staff desk pages.
  const staticFiles = { stylesheets: ssr.stylesheets, fontPreloads: ssr.fontPreloads, passkeyScript: ssr.passkeyScript };
  app.use(pwaRoutes(staticFiles));
  app.use(islandTextsRoute());
  app.use(blogSearchRoute());
  app.use(indexNowKeyFile(indexNow));
  const wakeMail = () => outbox?.kick();
  const staffAuth = createStaffAuth({ token: env.STAFF_TOKEN, db, siteUrl: env.SITE_URL });
  const { requireStaff } = staffAuth;
  const cvs = cvStoreOf(db, env.DATABASE_PATH);
  const submissionKinds = kinds.map((desk) => desk.kind);
  const limits = Object.fromEntries(
    submissionKinds.map(({ name }) => [name, counted(submissionLimits[name] ?? DEFAULT_SUBMISSION_LIMITS)]),
  );
  const onSaved = (kind: string, spam: boolean) => {
    metrics.stored(kind, spam);
    wakeMail();
  };
  app.use(
    '/api',
    submitRoutes({ db, cvs, limits, clock, consentVersions: versions, onSaved, uploadIdleMs, mailFrom: env.MAIL_FROM }, submissionKinds),
  );
  app.use('/api', staffSessionRoute({ auth: staffAuth, db, siteUrl: env.SITE_URL, limits: counted(signInLimits) }));
  // Staff replies go from MAIL_FROM; a sender's answer comes back to the record's reply address, or to the kind's inbox.
  const mail = {
    from: env.MAIL_FROM,
    fromName: env.MAIL_FROM_NAME,
    to: env.MAIL_TO,
    careersTo: env.CAREERS_TO,
    inbound: inboundSettingsOf(env),
  };
  app.use('/api', staffApiRoutes({ db, cvs, mail, requireStaff, onChanged: wakeMail }, submissionKinds));
  app.use('/api', sitemapRebuildRoute({ requireStaff: requireStaff('sitemap'), sitemap, indexNow }));
  app.use('/api', indexNowRoute(indexNow));
  app.use('/api', contentApiRoute());
  app.use('/api', vitalsRoute({ db, limits: counted(vitalsLimits), requireStaff: requireStaff('vitals') }));
  app.use('/api', apiNotFound);
  app.use(invitationPageRoute({ files: staticFiles }));
  const inboundMail = inboundSettingsOf(env) !== null;
  const desk = { db, files: staticFiles, auth: staffAuth, siteUrl: env.SITE_URL, onChanged: wakeMail, kinds, inboundMail };
  app.use(deskRoutes({ ...desk, mail }));
  app.use(adminRoutes({ ...desk, mailFrom: mailSenderOf(env) }));
  app.use(requestsRoutes({ ...desk, cvs, outboxDir: outboxDirOf(env.DATABASE_PATH), log: logger }));
  app.use(unmatchedRoutes({ ...desk, cvs, log: logger, mailFrom: mailSenderOf(env) }));

  app.get('/', (req, res) => {
    res.vary(PREFERRED_LANG_VARY).set('Cache-Control', 'private, no-cache');
    res.redirect(302, `/${preferredLang(req)}`);
  });
  app.use(ssr.assets);
  app.use(pageHandler(ssr, pageOptions));
  app.use(finalErrorHandler((res, lang, status) => sendErrorPage(res, staticFiles, lang, status)));
  return app;
}
