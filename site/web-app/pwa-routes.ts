import { Router } from 'express';
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/i18n/langs';
import { SITE_TEXTS } from '../texts/site-texts';
import { preferredLang } from '../../platform/http/lang';
import { offlinePageHtml } from './offline-page';
import { webAppManifest } from './web-app-manifest';

/** GET /manifest.json (`?lang=ru` for Russian) and the offline pages /offline/en and /offline/ru. */
export function pwaRoutes({ stylesheets, fontPreloads }: { stylesheets: string[]; fontPreloads: Record<Lang, string[]> }): Router {
  const router = Router();
  router.get('/manifest.json', (req, res) => {
    const lang: unknown = req.query.lang ?? DEFAULT_LANG;
    if (!isLang(lang)) return void res.status(400).type('text').send(SITE_TEXTS[preferredLang(req)].api.contentLang);
    res
      .type('application/manifest+json')
      .set('Cache-Control', 'public, max-age=3600')
      .send(JSON.stringify(webAppManifest(lang)));
  });
  router.get('/offline/:lang', (req, res, next) => {
    const { lang } = req.params;
    if (!isLang(lang)) return next();
    // Shown by the service worker in place of pages it has not kept; never a search result.
    res
      .type('html')
      .set({ 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' })
      .send(offlinePageHtml(lang, { stylesheets, fontPreloads }));
  });
  return router;
}
