import { LANGS } from '../../shared/i18n/langs';
import { pathOf } from '../../shared/routes';
import { closedJobPages, sitePages } from './site-pages';
import type { PageVersion } from './indexnow-store';

/**
 * Every public page URL in both languages with its content date on `today`: what IndexNow may
 * be told about. Closed positions are among them, so that their closing is reported too.
 */
export function siteUrls(siteUrl: string, today: string): Map<string, PageVersion> {
  const urls = new Map<string, PageVersion>();
  for (const page of [...sitePages(today), ...closedJobPages(today)]) {
    for (const lang of LANGS) {
      const url = `${siteUrl}${pathOf({ page: page.page, slug: page.slug, lang })}`;
      urls.set(url, { url, lastmod: page.lastmod });
    }
  }
  return urls;
}
