import type { Lang } from '../../shared/i18n/langs';
import type { PolicySettings } from '../../shared/policy-settings';
import type { PageMatch } from '../../shared/routes';
import { dayOf } from '../../shared/content/job-openings';
import { crawlerNav } from '../search-engines/crawler-nav';
import { renderHead } from '../search-engines/head';
import { LANG_TEXTS } from '../../shared/lang-texts';
import type { Logger } from '../../platform/logging/logger';
import type { ConsentVersions } from '../../shared/content/legal/types';
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
  /** What the privacy policy prints from the configuration: how long what is kept, what notifications carry. */
  policy: PolicySettings;
  /** The consent document's version in each language, from those periods: computed once, as the forms record it. */
  consentVersions: ConsentVersions;
}

/** Who a page is for: people, or search-engine crawlers, who get the extras of docs/requirements.md section 1. */
export const AUDIENCES = ['people', 'crawler'] as const;
export type Audience = (typeof AUDIENCES)[number];

export interface RenderedDocument {
  status: number;
  /**
   * The complete HTML document for an audience, filled when asked for; everything in it is the
   * same for every visitor of that audience. The crawler's markup is the people's plus its
   * extras (decision 0052).
   */
  html(audience: Audience): string;
  /** React reported an error inside the page: send it, but never keep it. */
  failed: boolean;
}

/** One page, rendered once for every audience. */
export async function renderDocument(
  runtime: SsrRuntime,
  options: DocumentOptions,
  { url, lang, match, log }: DocumentRequest,
): Promise<RenderedDocument> {
  let failed = false;
  const texts = LANG_TEXTS[lang];
  const render = await runtime.renderer();
  const html = await render(url, {
    fallbackLang: lang,
    today: dayOf(options.clock()),
    policy: options.policy,
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
    html(audience) {
      const crawler = audience === 'crawler';
      const head = renderHead({
        siteUrl: options.siteUrl,
        lang,
        match,
        fonts: runtime.fontPreloads[lang],
        texts,
        crawler,
        indexNowKeyLocation: options.indexNowKeyLocation,
      });
      return fillTemplate(template, { lang, head, html, extras: crawler ? crawlerNav(lang, match, texts.dict) : '' });
    },
    failed,
  };
}

export function reportRenderError(runtime: SsrRuntime, log: Logger, error: unknown): void {
  if (error instanceof Error) runtime.fixStack(error);
  log.error({ err: error }, 'server render failed');
}
