import { createElement, use, type ComponentType } from 'react';
import type { PageId, PageMatch } from '../../shared/routes';
import { loadContent } from '../content/content-store';
import { pageContentOf } from '../content/page-content';
import { PageLoadError, retryOnce, trackThenable } from '../load-cache';
import { PAGE_MODULES } from './page-modules';

export interface PageProps {
  match: PageMatch;
}

type PageModule = { default: ComponentType<PageProps> };

// Each page is its own chunk, so a visitor downloads only the code of the page in front of them.
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
 * Loads a page's code and all its texts at once (no waterfall). The server and entry-client
 * await it, so the first render never suspends; client navigation suspends on it instead.
 * Each part is retried once; a load that still fails stays failed, so that the page's render
 * throws it to PageErrorBoundary, which loads the page from the server.
 */
export function loadPage(match: PageMatch): Promise<void> {
  const key = keyOf(match);
  let load = loads.get(key);
  if (!load) {
    load = trackThenable(
      Promise.all([retryOnce(() => importPage(match.page)), ...pageContentOf(match).map((ref) => loadContent(match.lang, ref))]).then(
        ([module]) => {
          components.set(match.page, module.default);
        },
        (error: unknown) => {
          throw new PageLoadError(`the ${match.lang} page "${match.page}"`, error);
        },
      ),
    );
    loads.set(key, load);
  }
  return load;
}

export function Page({ match }: PageProps) {
  use(loadPage(match));
  return createElement(components.get(match.page)!, { match });
}
