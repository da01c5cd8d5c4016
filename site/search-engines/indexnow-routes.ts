import express, { Router, type ErrorRequestHandler, type Request } from 'express';
import { IndexNowPayloadSchema } from '../../shared/indexnow';
import { indexNowKeyPath } from '../../shared/indexnow-key';
import type { Lang } from '../../shared/i18n/langs';
import { langOfPath } from '../../shared/routes';
import type { IndexNow } from './indexnow';
import { preferredLang } from '../../platform/http/lang';
import { SITE_TEXTS } from '../texts/site-texts';

/** The language of the page being submitted, else the visitor's. */
function langOf(req: Request): Lang {
  const url = (req.body as { url?: unknown } | undefined)?.url;
  if (typeof url === 'string' && URL.canParse(url)) {
    const lang = langOfPath(new URL(url).pathname);
    if (lang) return lang;
  }
  return preferredLang(req);
}

/** The key file IndexNow fetches to verify the key (only when a key is configured). */
export function indexNowKeyFile(indexNow: IndexNow | null): Router {
  const router = Router();
  if (indexNow) {
    router.get(indexNowKeyPath(indexNow.key), (_req, res) => {
      res.type('text/plain').set('Cache-Control', 'public, max-age=86400').send(indexNow.key);
    });
  }
  return router;
}

/**
 * POST /api/indexnow {url, key, keyLocation}: the site's pages report themselves after a
 * visit. Only this site's key (403) and pages (422) are accepted; the submitter dedupes and batches.
 */
export function indexNowRoute(indexNow: IndexNow | null): Router {
  const router = Router();
  router.post('/indexnow', express.json({ limit: '4kb' }), async (req, res) => {
    const messages = SITE_TEXTS[langOf(req)].api;
    if (!indexNow) return void res.status(503).json({ error: messages.indexNowDisabled });
    const parsed = IndexNowPayloadSchema.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ error: messages.indexNowInvalid });
    const { url, key, keyLocation } = parsed.data;
    if (key !== indexNow.key || keyLocation !== indexNow.keyLocation)
      return void res.status(403).json({ error: messages.indexNowWrongKey });
    const page = indexNow.sitePage(url);
    if (!page) return void res.status(422).json({ error: messages.indexNowNotOurPage });
    const status = await indexNow.request(page);
    res.status(status === 'queued' ? 202 : 200).json({ url: page.url, status });
  });
  const bodyErrors: ErrorRequestHandler = (error: { status?: number }, req, res, next) => {
    if (!error.status || error.status >= 500) return next(error);
    res.status(error.status).json({ error: SITE_TEXTS[preferredLang(req)].api.indexNowInvalid });
  };
  router.use(bodyErrors);
  return router;
}
