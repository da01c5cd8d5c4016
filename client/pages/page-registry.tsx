import { createElement, lazy, type ComponentType } from 'react';
import type { PageId, PageMatch } from '../../shared/routes';
import { preloadPageContent } from '../content/content-store';

export interface PageProps {
  match: PageMatch;
}

type PageModule = { default: ComponentType<PageProps> };

// Each page is its own chunk, so a visitor downloads only the code of the page in front of them.
const loaders: Record<PageId, () => Promise<PageModule>> = {
  home: () => import('./home-page'),
  projects: () => import('./basic-page'),
  project: () => import('./basic-page'),
  services: () => import('./basic-page'),
  service: () => import('./basic-page'),
  blog: () => import('./basic-page'),
  post: () => import('./basic-page'),
  about: () => import('./basic-page'),
  careers: () => import('./basic-page'),
  job: () => import('./basic-page'),
  contact: () => import('./basic-page'),
  privacy: () => import('./basic-page'),
  terms: () => import('./basic-page'),
  sitemap: () => import('./basic-page'),
};

const ready = new Map<PageId, ComponentType<PageProps>>();
const lazyPages = new Map<PageId, ComponentType<PageProps>>();

/** Loads a page's code and texts; entry-client awaits this before hydrating so hydration never suspends. */
export async function loadPage(match: PageMatch): Promise<void> {
  const [module] = await Promise.all([loaders[match.page](), preloadPageContent(match)]);
  ready.set(match.page, module.default);
}

function lazyPage(page: PageId): ComponentType<PageProps> {
  let component = lazyPages.get(page);
  if (!component) {
    component = lazy(async () => {
      const module = await loaders[page]();
      ready.set(page, module.default);
      return module;
    });
    lazyPages.set(page, component);
  }
  return component;
}

export function Page({ match }: PageProps) {
  return createElement(ready.get(match.page) ?? lazyPage(match.page), { match });
}
