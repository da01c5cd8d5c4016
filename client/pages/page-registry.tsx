import { createElement, use, type ComponentType } from 'react';
import type { PageId, PageMatch } from '../../shared/routes';
import { loadContent } from '../content/load-content';
import { pageContentOf } from '../content/page-content';
import { trackThenable } from '../load-cache';
import { PAGE_MODULES } from './page-modules';

export interface PageProps {
  match: PageMatch;
}

type PageModule = { default: ComponentType<PageProps> };

// Pages render on the server only (decision 0017); each is loaded the first time it is asked for.
const modules = import.meta.glob<PageModule>(['./*-page.tsx', '!./not-found-page.tsx']);

function importPage(page: PageId): Promise<PageModule> {
  const load = modules[`./${PAGE_MODULES[page]}.tsx`];
  if (!load) throw new Error(`No module for page "${page}"`);
  return load();
}

const components = new Map<PageId, ComponentType<PageProps>>();
const loads = new Map<string, Promise<void>>();

const keyOf = (match: PageMatch) => `${match.lang}:${match.page}:${match.slug ?? ''}`;

/**
 * Loads a page's code and all its texts at once (no waterfall). The server awaits it before
 * rendering, so the render never suspends.
 */
export function loadPage(match: PageMatch): Promise<void> {
  const key = keyOf(match);
  let load = loads.get(key);
  if (!load) {
    load = trackThenable(
      Promise.all([importPage(match.page), ...pageContentOf(match).map((ref) => loadContent(match.lang, ref))]).then(([module]) => {
        components.set(match.page, module.default);
      }),
    );
    loads.set(key, load);
  }
  return load;
}

export function Page({ match }: PageProps) {
  use(loadPage(match));
  return createElement(components.get(match.page)!, { match });
}
