import compression from 'compression';
import express, { type Express } from 'express';
import type { Db } from '../platform/database/open-database';
import { trustProxySetting, type Env } from '../platform/config/env';
import { finalErrorHandler } from '../platform/http/error-handler';
import { enquirySubmitRoute, DEFAULT_ENQUIRY_LIMITS } from '../submissions/enquiry-submit';
import type { ClientLimits } from '../platform/http/json-guards';
import { readEnquiryListPage, enquiryListRoute, pageOfCacheKey } from '../desk/api/enquiry-list';
import { enquiryDeskRoute } from '../desk/api/enquiry-desk';
import { applicationSubmitRoute } from '../submissions/application-submit';
import { applicationDeskRoute } from '../desk/api/application-desk';
import { cvDirOf } from '../platform/database/cv-files';
import { createStaffAuth } from '../desk/auth/staff-auth';
import { DEFAULT_SIGN_IN_LIMITS, staffSessionRoute } from '../desk/auth/staff-session';
import { contentApiRoute } from '../site/content-api';
import { indexNowKeyFile, indexNowRoute } from '../site/search-engines/indexnow-routes';
import { apiNotFound } from '../platform/http/not-found';
import { sitemapRebuildRoute } from '../desk/api/sitemap-rebuild';
import { DEFAULT_VITALS_LIMITS, vitalsRoute } from '../site/vitals-api/vitals-routes';
import { createResponseCache, RESPONSE_CACHE_TTL_MS } from '../desk/response-cache';
import type { IndexNow } from '../site/search-engines/indexnow';
import type { OutboxWorker } from '../platform/mail/outbox-worker';
import { healthRoute, readinessRoute } from '../platform/http/health';
import type { Logger } from '../platform/logging/logger';
import { requestLog } from '../platform/logging/request-log';
import { preferredLang, PREFERRED_LANG_VARY } from '../platform/http/lang';
import { pwaRoutes } from '../site/web-app/pwa-routes';
import { securityHeaders } from '../platform/http/security';
import { createSitemap, seoRoutes } from '../site/search-engines/seo-routes';
import { cachedPages, pageHandler } from '../site/render/page-handler';
import { sendErrorPage } from '../site/render/error-page';
import { deskRoutes } from '../desk/pages/desk-routes';
import type { SsrRuntime } from '../site/render/runtime';

export interface AppDeps {
  env: Env;
  db: Db;
  ssr: SsrRuntime;
  /** Requests and events, one JSON line each. */
  logger: Logger;
  /** Woken when an enquiry is stored; absent where no mail is sent (some tests), and then not ready. */
  outbox?: Pick<OutboxWorker, 'kick' | 'running'>;
  enquiryLimits?: ClientLimits;
  /** Applications one client may send per window; the enquiry's limits by default. */
  applicationLimits?: ClientLimits;
  vitalsLimits?: ClientLimits;
  /** Wrong staff tokens one client may try per window. */
  signInLimits?: ClientLimits;
  /** Lifetime of the staff list's response cache (spec: 60 s). */
  enquiryListCacheTtlMs?: number;
  /** The IndexNow submitter; null when no key is configured (nothing is sent). */
  indexNow?: IndexNow | null;
  /** What time it is: positions close by it (tests move it). */
  clock?: () => Date;
}

/** The whole HTTP surface, without listening: start-up and tests both mount it. */
export function createApp({
  env,
  db,
  ssr,
  logger,
  outbox,
  enquiryLimits = DEFAULT_ENQUIRY_LIMITS,
  applicationLimits = enquiryLimits,
  vitalsLimits = DEFAULT_VITALS_LIMITS,
  signInLimits = DEFAULT_SIGN_IN_LIMITS,
  enquiryListCacheTtlMs = RESPONSE_CACHE_TTL_MS,
  indexNow = null,
  clock = () => new Date(),
}: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  app.use(requestLog(logger));

  app.use(securityHeaders({ https: env.SITE_URL.startsWith('https:'), connectSources: ssr.connectSources }));
  const pageOptions = { siteUrl: env.SITE_URL, indexNowKeyLocation: indexNow?.keyLocation ?? null, clock };
  // Before compression: cached pages are compressed already.
  if (ssr.cachesPages) app.use(cachedPages(ssr, pageOptions));
  app.use(compression());

  app.get('/healthz', healthRoute(db));
  app.get('/readyz', readinessRoute(db, outbox));
  const sitemap = createSitemap(env.SITE_URL, clock);
  app.use(seoRoutes({ siteUrl: env.SITE_URL, sitemap }));
  // The files of pages written without React: offline, error and staff desk pages.
  const staticFiles = { stylesheets: ssr.stylesheets, fontPreloads: ssr.fontPreloads };
  app.use(pwaRoutes(staticFiles));
  app.use(indexNowKeyFile(indexNow));
  const enquiryListCache = createResponseCache((key) => readEnquiryListPage(db, pageOfCacheKey(key)), logger, enquiryListCacheTtlMs);
  const onEnquiryChanged = () => {
    enquiryListCache.clear();
    outbox?.kick();
  };
  const staffAuth = createStaffAuth({ token: env.STAFF_TOKEN, db, siteUrl: env.SITE_URL });
  const { requireStaff } = staffAuth;
  app.use('/api', enquirySubmitRoute({ db, limits: enquiryLimits, onSaved: onEnquiryChanged }));
  app.use('/api', staffSessionRoute({ auth: staffAuth, siteUrl: env.SITE_URL, limits: signInLimits }));
  app.use('/api', enquiryListRoute({ db, requireStaff, cache: enquiryListCache }));
  app.use('/api', enquiryDeskRoute({ db, requireStaff, onChanged: onEnquiryChanged }));
  const cvDir = cvDirOf(env.DATABASE_PATH);
  const onApplicationChanged = () => outbox?.kick();
  app.use('/api', applicationSubmitRoute({ db, cvDir, limits: applicationLimits, clock, onSaved: onApplicationChanged }));
  app.use('/api', applicationDeskRoute({ db, cvDir, requireStaff, onChanged: onApplicationChanged }));
  app.use('/api', sitemapRebuildRoute({ requireStaff, sitemap, indexNow }));
  app.use('/api', indexNowRoute(indexNow));
  app.use('/api', contentApiRoute());
  app.use('/api', vitalsRoute({ db, limits: vitalsLimits, requireStaff }));
  app.use('/api', apiNotFound);
  app.use(deskRoutes({ db, files: staticFiles, auth: staffAuth, siteUrl: env.SITE_URL, onChanged: onEnquiryChanged }));

  app.get('/', (req, res) => {
    res.vary(PREFERRED_LANG_VARY).set('Cache-Control', 'private, no-cache');
    res.redirect(302, `/${preferredLang(req)}`);
  });
  app.use(ssr.assets);
  app.use(pageHandler(ssr, pageOptions));
  app.use(finalErrorHandler((res, lang, status) => sendErrorPage(res, ssr, lang, status)));
  return app;
}
