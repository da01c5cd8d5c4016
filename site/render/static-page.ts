import escapeHtml from 'escape-html';
import { logoMarkShapes, LOGO_MARK } from '../../shared/brand';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import type { Lang } from '../../shared/i18n/langs';
import { documentTitle } from '../../shared/page-title';
import { paths } from '../../shared/routes';
import { FAVICON_PATH } from '../../shared/web-app';
import { webAppHeadTags } from '../web-app/web-app-manifest';

/** The site's stylesheets, and the fonts a page in each language preloads (as SsrRuntime has them). */
export interface StaticPageFiles {
  stylesheets: string[];
  fontPreloads: Record<Lang, string[]>;
  /** The staff desk's passkey step (SsrRuntime.passkeyScript): only the desk's sign-in pages load it. */
  passkeyScript?: string;
}

export interface StaticPageText {
  title: string;
  message: string;
  /** "Try again": an empty link, which reloads the address the visitor asked for; none where that cannot help. */
  retry?: string;
  home: string;
}

export interface StaticDocument {
  title: string;
  /** What goes inside <main>. */
  main: string;
  /** Beside the logo in the header: links or forms of the page's own. */
  headerExtra?: string;
  /** Stylesheets only this page needs, after the site's. */
  extraStylesheets?: string[];
  /** Module scripts of this page's own, self-hosted (the CSP allows no inline code here), at the end of <body>. */
  scripts?: string[] | undefined;
}

/**
 * A page outside the site's React render, in the site's styles and with no script but its own
 * `scripts`: the offline page (it stands in for any URL, so nothing may try to hydrate it), the
 * error page (the renderer itself may be what failed) and the staff desk (its own markup, rendered
 * to static HTML; only its sign-in pages carry a script, the passkey step). Not for search engines:
 * noindex.
 */
export function staticDocumentHtml(lang: Lang, { stylesheets, fontPreloads }: StaticPageFiles, page: StaticDocument): string {
  const dict = DICTIONARIES[lang];
  const fonts = fontPreloads[lang];
  const { size } = LOGO_MARK;
  const logo =
    `<span class="logo"><svg class="logo__mark" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" aria-hidden="true" focusable="false">` +
    `${logoMarkShapes({ fill: 'currentColor', stroke: 'var(--color-bg)' })}</svg><span class="logo__name">${escapeHtml(dict.meta.siteName)}</span></span>`;
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(documentTitle(page.title, dict))}</title>
    <meta name="robots" content="noindex">
    ${webAppHeadTags(lang).join('\n    ')}
    <link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">
    ${[
      ...fonts.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`),
      ...[...stylesheets, ...(page.extraStylesheets ?? [])].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ].join('\n    ')}
  </head>
  <body>
    <header class="site-header">
      <div class="container site-header__bar">
        <a href="${paths.home(lang)}" class="site-header__logo" aria-label="${escapeHtml(dict.a11y.homeLink)}">${logo}</a>${page.headerExtra ?? ''}
      </div>
    </header>
    <main id="main">
${page.main}
    </main>${(page.scripts ?? []).map((src) => `\n    <script type="module" src="${escapeHtml(src)}"></script>`).join('')}
  </body>
</html>
`;
}

/** A static page with a heading, a message and ways on (the offline and error pages). */
export function staticPageHtml(lang: Lang, files: StaticPageFiles, text: StaticPageText, sectionClass: string): string {
  const home = `<a class="button${text.retry ? ' button--ghost' : ''}" href="${paths.home(lang)}">${escapeHtml(text.home)}</a>`;
  const actions = text.retry ? [`<a class="button" href="">${escapeHtml(text.retry)}</a>`, home] : [home];
  const main = `      <section class="container page-section ${sectionClass}">
        <h1 class="page-title">${escapeHtml(text.title)}</h1>
        <p class="lead">${escapeHtml(text.message)}</p>
        <p class="static-page__actions">
          ${actions.join('\n          ')}
        </p>
      </section>`;
  return staticDocumentHtml(lang, files, { title: text.title, main });
}
