import escapeHtml from 'escape-html';
import { BRAND_COLORS } from '../../shared/brand';
import { LOCALE_TAGS, type Lang } from '../../shared/i18n/langs';
import { documentTitle } from '../../shared/page-title';
import { paths } from '../../shared/routes';
import { APP_ICONS, APPLE_TOUCH_ICON, manifestPath } from '../../shared/web-app';
import { LANG_TEXTS } from '../../shared/lang-texts';

/**
 * The web app manifest in one language. Both languages are one app (same `id`); the one a
 * visitor installs from opens in their language.
 */
export function webAppManifest(lang: Lang) {
  const { meta } = LANG_TEXTS[lang].dict;
  return {
    id: '/',
    name: documentTitle(null, LANG_TEXTS[lang].dict),
    short_name: meta.siteName,
    description: meta.defaultDescription,
    lang: LOCALE_TAGS[lang],
    dir: 'ltr',
    start_url: paths.home(lang),
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLORS.ink,
    background_color: BRAND_COLORS.paper,
    icons: APP_ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

/** Head tags that make a page installable, on every page including 404 and offline ones. */
export function webAppHeadTags(lang: Lang): string[] {
  return [
    `<link rel="manifest" href="${escapeHtml(manifestPath(lang))}">`,
    `<meta name="theme-color" content="${BRAND_COLORS.ink}">`,
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON.src}" sizes="${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}">`,
  ];
}
