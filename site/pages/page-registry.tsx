import type { ComponentType } from 'react';
import { pageEntry } from '../../shared/pages';
import type { PageMatch } from '../../shared/routes';

export interface PageProps {
  match: PageMatch;
}

type PageModule = { default: ComponentType<PageProps> };

// Pages render on the server only (decision 0017), which has them all at hand.
const modules = import.meta.glob<PageModule>(['./*-page.tsx', '!./not-found-page.tsx'], { eager: true });

/** The component of the page table's `module` for the match (shared/pages.ts). */
export function Page({ match }: PageProps) {
  const module = modules[`./${pageEntry(match.page).module}.tsx`];
  if (!module) throw new Error(`No module for page "${match.page}"`);
  return <module.default match={match} />;
}
