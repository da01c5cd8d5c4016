import { Router, type RequestHandler } from 'express';
import type { IndexNow, Sitemap } from '../../site';

/**
 * POST /api/sitemap (staff): rebuilds sitemap.xml from the content and tells IndexNow about
 * the pages that changed since their last submission. The body is ignored: the server builds
 * the sitemap itself.
 */
export function sitemapRebuildRoute({
  requireStaff,
  sitemap,
  indexNow,
}: {
  requireStaff: RequestHandler;
  sitemap: Sitemap;
  indexNow: IndexNow | null;
}): Router {
  const router = Router();
  router.post('/sitemap', requireStaff, async (_req, res) => {
    const { urls } = await sitemap.rebuild();
    const submitted = indexNow ? await indexNow.submitChanged() : 0;
    res.json({ urls, indexNow: indexNow ? 'on' : 'off', submitted });
  });
  return router;
}
