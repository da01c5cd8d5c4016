import { Router } from 'express';
import { dayOf } from '../../shared/content/job-openings';
import { LANGS } from '../../shared/i18n/langs';
import { buildBlogFeed, feedPath } from './blog-feed';
import { buildSitemap, type SitemapFiles } from './sitemap-xml';

const ONE_HOUR = 'public, max-age=3600';

/**
 * Builds the sitemap from the content once a day (a position that closes leaves it) and keeps
 * it until then or until `rebuild` (a staff action).
 */
export function createSitemap(siteUrl: string, clock: () => Date) {
  let built: { day: string; files: Promise<SitemapFiles> } | null = null;
  const rebuild = () => {
    const day = dayOf(clock());
    built = { day, files: buildSitemap(siteUrl, day) };
    return built.files;
  };
  return {
    files: () => (built?.day === dayOf(clock()) ? built.files : rebuild()),
    rebuild,
  };
}

export type Sitemap = ReturnType<typeof createSitemap>;

/** sitemap.xml (and its parts, past 50,000 URLs), robots.txt and the blog feeds. */
export function seoRoutes({ siteUrl, sitemap }: { siteUrl: string; sitemap: Sitemap }): Router {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', ONE_HOUR)
      .send((await sitemap.files()).main);
  });
  // The parts /sitemap.xml names when it is an index; none while the site's URLs fit in one file.
  router.get(/^\/sitemap-(\d+)\.xml$/, async (req, res, next) => {
    const part = (await sitemap.files()).parts[Number(req.params[0]) - 1];
    if (part === undefined) return next();
    res.type('application/xml').set('Cache-Control', ONE_HOUR).send(part);
  });
  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', ONE_HOUR)
      .send(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /staff', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n'));
  });
  for (const lang of LANGS) {
    const feed = buildBlogFeed(siteUrl, lang);
    router.get(feedPath(lang), (_req, res) => {
      res.type('application/rss+xml').set('Cache-Control', ONE_HOUR).send(feed);
    });
  }
  return router;
}
