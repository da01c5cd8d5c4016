import type { Request } from 'express';
import { PAGES } from '../../shared/pages';
import { resolvePage } from '../../shared/routes';

/** Each existing page's label by its path: pages are most requests, and the route table's walk is not free. */
const pageLabels = new Map<string, string>();

/**
 * The route pattern a request is counted under: an Express route's own (`/api/contacts/:id`),
 * a page's from the page table (`/:lang/blog/:slug`), the build's files as one, and anything
 * else as `other`, so that paths a stranger makes up cannot grow the metrics without end.
 */
export function routeLabelOf(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  const known = pageLabels.get(req.path);
  if (known) return known;
  const page = resolvePage(req.path);
  if (page) {
    const { pattern } = PAGES[page.page];
    const label = pattern ? `/:lang/${pattern}` : '/:lang';
    // Only the site's own pages are remembered: they are few, where made-up paths are not.
    if (page.found) pageLabels.set(req.path, label);
    return label;
  }
  if (req.path.startsWith('/assets/')) return '/assets/*';
  return 'other';
}
