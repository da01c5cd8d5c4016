import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { Metrics } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus's text format, for a scraper holding `token` (METRICS_TOKEN, else
 * STAFF_TOKEN) as a bearer token. Without a token configured nothing can read it: 503, as the
 * staff API answers.
 */
export function metricsRoute(metrics: Metrics, token: string | undefined): Router {
  const expected = token ? digest(token) : null;
  const router = Router();
  router.get('/metrics', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!expected) return void res.status(503).type('text/plain').send('Set METRICS_TOKEN (or STAFF_TOKEN) to read the metrics.\n');
    const bearer = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!bearer || !timingSafeEqual(digest(bearer), expected))
      return void res.status(401).set('WWW-Authenticate', 'Bearer').type('text/plain').send('A bearer token is needed.\n');
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
