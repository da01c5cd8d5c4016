/**
 * The public site, as the server mounts it: page rendering and its cache, the search-engine
 * files, the web app files, the content API, the islands' texts, the blog's search index, web vitals, and the error page. What runs in the
 * browser starts at entry-client.ts; pages, islands and components are the site's own.
 */
export type { SsrRuntime } from './render/runtime';
export { createDevelopmentRuntime } from './render/development-runtime';
export { createProductionRuntime } from './render/production-runtime';
export { keptPages, pageHandler, type KeptPages, type KeptPagesSettings } from './render/page-handler';
export { pagesAhead } from './render/pages-ahead';
export { sendErrorPage } from './render/error-page';
export { consentVersions } from './render/consent-version';
export { staticDocumentHtml, type StaticPageFiles } from './render/static-page';
export { createSitemap, seoRoutes, type Sitemap } from './search-engines/seo-routes';
export { sitePages } from './search-engines/site-pages';
export { createIndexNow, type IndexNow } from './search-engines/indexnow';
export { indexNowKeyFile, indexNowRoute } from './search-engines/indexnow-routes';
export { onJobClosings } from './search-engines/on-job-closings';
export { pwaRoutes } from './web-app/pwa-routes';
export { contentApiRoute } from './content-api';
export { islandTextsRoute } from './render/island-texts-file';
export { blogSearchRoute } from './render/blog-search-file';
export { vitalsRoute, DEFAULT_VITALS_LIMITS } from './vitals-api/vitals-routes';
export { vitalsSince, vitalsSweep, SUMMARY_DAYS } from './vitals-api/vitals-store';
export { summarizeVitals, type PageVitals } from './vitals-api/vitals-summary';
