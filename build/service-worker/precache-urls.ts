import { LANGS } from '../../shared/i18n/langs';
import { APP_ICONS, APPLE_TOUCH_ICON, FAVICON_PATH, manifestPath, offlinePath } from '../../shared/web-app';
import { entryFiles, fontPreloads, firstTouchScripts, type BuildManifest } from '../../platform/assets/build-manifest';
import { rulesStylesheetOf } from '../../platform/assets/font-faces';

/**
 * What the service worker stores on install: the offline page and manifest in each language,
 * the entry's scripts and stylesheets (each also without its font faces, as kept pages load it,
 * decision 0027), the modules a page imports at its first touch, the first-paint fonts
 * of both languages, the favicon and the app icons. Everything else is kept as it is visited.
 */
export function precacheUrls(manifest: BuildManifest): string[] {
  const entry = entryFiles(manifest);
  const fonts = fontPreloads(manifest);
  return [
    ...new Set([
      ...LANGS.flatMap((lang) => [offlinePath(lang), manifestPath(lang)]),
      ...entry.scripts,
      ...entry.stylesheets.flatMap((stylesheet) => [stylesheet, rulesStylesheetOf(stylesheet)]),
      ...firstTouchScripts(manifest),
      ...LANGS.flatMap((lang) => fonts[lang]),
      FAVICON_PATH,
      ...[...APP_ICONS, APPLE_TOUCH_ICON].map((icon) => icon.src),
    ]),
  ];
}
