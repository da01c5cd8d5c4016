import compression from 'compression';
import express, { type Express } from 'express';
import type { Db } from './db/open-database';
import { trustProxySetting, type Env } from './env';
import { apiNotFound } from './api/not-found';
import { healthRoute } from './api/health';
import { preferredLang, PREFERRED_LANG_VARY } from './lang';
import { securityHeaders } from './security';
import { pageHandler } from './ssr/page-handler';
import type { SsrRuntime } from './ssr/runtime';

export interface AppDeps {
  env: Env;
  db: Db;
  ssr: SsrRuntime;
}

/** The whole HTTP surface, without listening: start-up and tests both mount it. */
export function createApp({ env, db, ssr }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));

  app.use(securityHeaders({ https: env.SITE_URL.startsWith('https:'), connectSources: ssr.connectSources }));
  app.use(compression());

  app.get('/healthz', healthRoute(db));
  app.use('/api', apiNotFound);

  app.get('/', (req, res) => {
    res.vary(PREFERRED_LANG_VARY).set('Cache-Control', 'private, no-cache');
    res.redirect(302, `/${preferredLang(req)}`);
  });
  app.use(ssr.assets);
  app.use(pageHandler(ssr, env.SITE_URL));
  return app;
}
