import escapeHtml from 'escape-html';
import { logoMarkShapes, LOGO_MARK } from '../../shared/brand';
import type { Lang } from '../../shared/i18n/langs';
import { documentTitle } from '../../shared/page-title';
import { paths } from '../../shared/routes';
import { FAVICON_PATH } from '../../shared/web-app';
import { LOCALE_TEXTS } from '../seo/locale-texts';
import { OFFLINE_TEXTS } from './offline-texts';
import { webAppHeadTags } from './web-app-manifest';

/** The site's stylesheets, and the fonts a page in the language preloads (the precache holds both). */
export interface OfflinePageFiles {
  stylesheets: string[];
  fonts: string[];
}

/**
 * The page the service worker shows for a page it has not kept. Static HTML in the site's
 * styles, with no script at all: it stands in for any URL, so nothing may try to hydrate it.
 * "Try again" is an empty link, which reloads the address the visitor asked for.
 */
export function offlinePageHtml(lang: Lang, { stylesheets, fonts }: OfflinePageFiles): string {
  const texts = OFFLINE_TEXTS[lang];
  const { dict } = LOCALE_TEXTS[lang];
  const { size } = LOGO_MARK;
  const logo =
    `<span class="logo"><svg class="logo__mark" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" aria-hidden="true" focusable="false">` +
    `${logoMarkShapes({ fill: 'currentColor', stroke: 'var(--color-bg)' })}</svg><span class="logo__name">${escapeHtml(dict.meta.siteName)}</span></span>`;
  const home = paths.home(lang);
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(documentTitle(texts.title, dict))}</title>
    <meta name="robots" content="noindex">
    ${webAppHeadTags(lang).join('\n    ')}
    <link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">
    ${[
      ...fonts.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`),
      ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ].join('\n    ')}
  </head>
  <body>
    <header class="site-header">
      <div class="container site-header__bar">
        <a href="${home}" class="site-header__logo" aria-label="${escapeHtml(dict.a11y.homeLink)}">${logo}</a>
      </div>
    </header>
    <main id="main">
      <section class="container page-section offline">
        <h1 class="page-title">${escapeHtml(texts.title)}</h1>
        <p class="lead">${escapeHtml(texts.message)}</p>
        <p class="offline__actions">
          <a class="button" href="">${escapeHtml(texts.retry)}</a>
          <a class="button button--ghost" href="${home}">${escapeHtml(texts.home)}</a>
        </p>
      </section>
    </main>
  </body>
</html>
`;
}
