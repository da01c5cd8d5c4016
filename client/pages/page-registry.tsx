import { createElement, use, type ComponentType } from 'react';
import type { PageId, PageMatch } from '../../shared/routes';
import { loadContent } from '../content/content-store';
import { pageContentOf } from '../content/page-content';

export interface PageProps {
  match: PageMatch;
}

type PageModule = { default: ComponentType<PageProps> };

// Each page is its own chunk, so a visitor downloads only the code of the page in front of them.
const loaders: Record<PageId, () => Promise<PageModule>> = {
  home: () => import('./home-page'),
  projects: () => import('./projects-page'),
  project: () => import('./project-page'),
  services: () => import('./services-page'),
  service: () => import('./services-page'),
  blog: () => import('./blog-page'),
  post: () => import('./post-page'),
  about: () => import('./about-page'),
  careers: () => import('./careers-page'),
  job: () => import('./job-page'),
  contact: () => import('./contact-page'),
  privacy: () => import('./legal-page'),
  terms: () => import('./legal-page'),
  sitemap: () => import('./sitemap-page'),
};

const components = new Map<PageId, ComponentType<PageProps>>();
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

const keyOf = (match: PageMatch) => `${match.lang}:${match.page}:${match.slug ?? ''}`;

/** Pages that handle an unknown slug themselves: a project says so, an article shows the list. */
const HANDLES_UNKNOWN_SLUG: ReadonlySet<PageId> = new Set(['project', 'post']);

/** The match a page component renders, or null for the generic 404 screen. */
export function renderedMatch(match: PageMatch | null): PageMatch | null {
  return match && (match.found || HANDLES_UNKNOWN_SLUG.has(match.page)) ? match : null;
}

/**
 * Loads a page's code and all its texts at once (no waterfall). The server and entry-client
 * await it, so the first render never suspends; client navigation suspends on it instead.
 */
export function loadPage(match: PageMatch): Promise<void> {
  const key = keyOf(match);
  let load = loads.get(key);
  if (!load) {
    load = Promise.all([
      loaders[match.page](),
      ...pageContentOf(match).map((ref) => loadContent(match.lang, ref)),
    ]).then(([module]) => {
      components.set(match.page, module.default);
      loaded.add(key);
    });
    loads.set(key, load);
  }
  return load;
}

export function Page({ match }: PageProps) {
  if (!loaded.has(keyOf(match))) use(loadPage(match));
  return createElement(components.get(match.page)!, { match });
}
