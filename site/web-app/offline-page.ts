import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import type { Lang } from '../../shared/i18n/langs';
import { staticPageHtml, type StaticPageFiles } from '../render/static-page';

/** The page the service worker shows for a page it has not kept, in the language of its path. */
export function offlinePageHtml(lang: Lang, files: StaticPageFiles): string {
  return staticPageHtml(lang, files, DICTIONARIES[lang].offline, 'offline');
}
