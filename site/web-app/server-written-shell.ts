import { LANGS } from '../../shared/i18n/langs';
import { manifestPath, offlinePath } from '../../shared/web-app';
import { entryFiles, fontPreloads } from '../../platform/assets/build-manifest';
import type { ServerWrittenShell } from '../../platform/assets/server-build';
import { offlinePageHtml } from './offline-page';
import { webAppManifest } from './web-app-manifest';

/**
 * The precached answers the server writes itself rather than serving a build file, by URL: the
 * offline page and the manifest in each language. An entry of the server build, for the service
 * worker's build (platform/assets/server-build.ts).
 */
export const serverWrittenShell: ServerWrittenShell = (manifest) => {
  const files = { stylesheets: entryFiles(manifest).stylesheets, fontPreloads: fontPreloads(manifest) };
  return new Map(
    LANGS.flatMap((lang) => [
      [offlinePath(lang), offlinePageHtml(lang, files)],
      [manifestPath(lang), JSON.stringify(webAppManifest(lang))],
    ]),
  );
};
