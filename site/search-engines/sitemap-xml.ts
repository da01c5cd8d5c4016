import { SitemapStream, streamToPromise } from 'sitemap';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { pathOf } from '../../shared/routes';
import { sitePages } from './site-pages';

/** Every page of `today` in every language, each with its hreflang alternates (x-default is English). */
export async function buildSitemapXml(siteUrl: string, today: string): Promise<string> {
  const stream = new SitemapStream({
    hostname: siteUrl,
    lastmodDateOnly: true,
    xmlns: { news: false, video: false, image: false, xhtml: true },
  });
  for (const page of sitePages(today)) {
    const url = (lang: Lang) => `${siteUrl}${pathOf({ page: page.page, slug: page.slug, lang })}`;
    const links = [...LANGS.map((lang) => ({ lang, url: url(lang) })), { lang: 'x-default', url: url('en') }];
    for (const lang of LANGS) {
      stream.write({ url: url(lang), lastmod: page.lastmod, changefreq: page.changefreq, priority: page.priority, links });
    }
  }
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}
