import type { Response } from 'express';
import { SITE_TEXTS } from '../texts/site-texts';
import type { Lang } from '../../shared/i18n/langs';
import { staticPageHtml, type StaticPageFiles } from './static-page';

/** What went wrong: the server failed (5xx), or the request could not be read (4xx). */
export type PageErrorKind = 'server' | 'request';

/**
 * Answers with the error page in the visitor's language, never kept by any cache. It is written
 * without React, which may be what failed.
 */
export function sendErrorPage(res: Response, files: StaticPageFiles, lang: Lang, status: number): void {
  const kind: PageErrorKind = status >= 500 ? 'server' : 'request';
  const { retry, home, [kind]: text } = SITE_TEXTS[lang].errorPage;
  const page = staticPageHtml(lang, files, { ...text, home, ...(kind === 'server' ? { retry } : {}) }, 'page-error');
  res.status(status).set('Cache-Control', 'no-store').type('html').send(page);
}
