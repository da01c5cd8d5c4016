import type { Request } from 'express';
import { PAGES } from '../../shared/pages';
import { resolvePage } from '../../shared/page-lookup';

/**
 * The route pattern a request is counted under: an Express route's own (`/api/contacts/:id`),
 * a page's from the page table (`/:lang/blog/:slug`), the build's files as one, and anything
 * else as `other`, so that paths a stranger makes up cannot grow the metrics without end.
 */
export function routeLabelOf(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  const page = resolvePage(req.path);
  if (page) {
    const { pattern } = PAGES[page.page];
    return pattern ? `/:lang/${pattern}` : '/:lang';
  }
  if (req.path.startsWith('/assets/')) return '/assets/*';
  return 'other';
}
