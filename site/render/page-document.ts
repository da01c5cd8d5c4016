import type { Lang } from '../../shared/i18n/langs';
import type { RetentionPeriods } from '../../shared/retention-periods';
import type { PageMatch } from '../../shared/routes';
import { dayOf } from '../../shared/content/job-openings';
import { crawlerNav } from '../search-engines/crawler-nav';
import { renderHead } from '../search-engines/head';
import { LANG_TEXTS } from '../../shared/lang-texts';
import type { Logger } from '../../platform/logging/logger';
import type { ConsentVersions } from '../consent-version-context';
import { islandTextsFile } from './island-texts-file';
import type { SsrRuntime } from './runtime';
import { fillTemplate } from './template';

/** A render still unfinished after this long is cut off, and the page is answered as a server error (500). */
const ABORT_AFTER_MS = 10_000;

export interface DocumentRequest {
  url: string;
  lang: Lang;
  /** Null for the generic 404 screen. */
  match: PageMatch | null;
  /** Where a render failure is reported (the request's logger). */
  log: Logger;
}

export interface DocumentOptions {
  siteUrl: string;
  indexNowKeyLocation: string | null;
  /** Pages are rendered for the day it tells (positions close by it). */
  clock: () => Date;
  /** What the privacy policy says is kept how long: the configuration's periods. */
  retention: RetentionPeriods;
  /** The consent document's version in each language, from those periods: computed once, as the forms record it. */
  consentVersions: ConsentVersions;
}

export interface RenderedDocuments {
  status: number;
  /** The page for people, and for search-engine crawlers, which also get the extras of docs/requirements.md section 1. */
  people: string;
  crawler: string;
  /** React reported an error inside the page: send it, but never keep it. */
  failed: boolean;
}

/**
 * One page as a complete HTML document in both variants, from one render: everything in each is
 * the same for every visitor of that variant. The crawler's markup is the people's plus its
 * extras (decision 0052).
 */
export async function renderDocuments(
  runtime: SsrRuntime,
  options: DocumentOptions,
  { url, lang, match, log }: DocumentRequest,
): Promise<RenderedDocuments> {
  let failed = false;
  const texts = LANG_TEXTS[lang];
  const headFor = (crawler: boolean) =>
    renderHead({
      siteUrl: options.siteUrl,
      lang,
      match,
      fonts: runtime.fontPreloads[lang],
      texts,
      crawler,
      indexNowKeyLocation: options.indexNowKeyLocation,
    });
  const render = await runtime.renderer();
  const html = await render(url, {
    fallbackLang: lang,
    today: dayOf(options.clock()),
    retention: options.retention,
    consentVersions: options.consentVersions,
    signal: AbortSignal.timeout(ABORT_AFTER_MS),
    islandTexts: islandTextsFile(lang).path,
    onError(error) {
      failed = true;
      reportRenderError(runtime, log, error);
    },
  });
  const template = await runtime.template(url);
  return {
    status: failed ? 500 : match?.found ? 200 : 404,
    people: fillTemplate(template, { lang, head: headFor(false), html, extras: '' }),
    crawler: fillTemplate(template, { lang, head: headFor(true), html, extras: crawlerNav(lang, match, texts.dict) }),
    failed,
  };
}

export function reportRenderError(runtime: SsrRuntime, log: Logger, error: unknown): void {
  if (error instanceof Error) runtime.fixStack(error);
  log.error({ err: error }, 'server render failed');
}
