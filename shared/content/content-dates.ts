/**
 * When texts without a date of their own last changed (ISO dates). Edit the date with the
 * texts: the sitemap's lastmod comes from here, articles use their own date, jobs their
 * posting date and the legal pages their "last updated" date.
 */
export const CONTENT_UPDATED = {
  projects: '2026-11-26',
  services: '2026-11-26',
  /** Home, about, contact and the other page copy. */
  pages: '2026-11-26',
} as const;
