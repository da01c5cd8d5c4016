import { SITE_TEXTS } from '../texts/site-texts';
import type { Lang } from '../../shared/i18n/langs';
import { staticPageHtml, type StaticPageFiles } from '../render/static-page';

/** The page the service worker shows for a page it has not kept, in the language of its path. */
export function offlinePageHtml(lang: Lang, files: StaticPageFiles): string {
  return staticPageHtml(lang, files, SITE_TEXTS[lang].offline, 'offline');
}
