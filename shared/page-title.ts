import type { Dictionary } from './i18n/dictionary';

/** "Heading — Northbeam" for inner pages; the home page (heading null) gets the name and tagline. */
export function documentTitle(heading: string | null, dict: Dictionary): string {
  return heading ? `${heading} — ${dict.meta.siteName}` : `${dict.meta.siteName} — ${dict.meta.tagline}`;
}
