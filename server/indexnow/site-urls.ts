import { LANGS } from '../../shared/i18n/langs';
import { pathOf } from '../../shared/routes';
import { sitePages } from '../seo/site-pages';
import type { PageVersion } from './indexnow-store';

/** Every public page URL in both languages with its content date: what IndexNow may be told about. */
export function siteUrls(siteUrl: string): Map<string, PageVersion> {
  const urls = new Map<string, PageVersion>();
  for (const page of sitePages()) {
    for (const lang of LANGS) {
      const url = `${siteUrl}${pathOf({ page: page.page, slug: page.slug, lang })}`;
      urls.set(url, { url, lastmod: page.lastmod });
    }
  }
  return urls;
}
