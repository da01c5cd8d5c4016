import type { Request, RequestHandler, Response } from 'express';
import fresh from 'fresh';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { DAY_MS } from '../../shared/day';
import { closedSlugs, dayOf } from '../../shared/content/job-openings';
import type { Lang } from '../../shared/i18n/langs';
import { existingPageAt, resolvePage, resolveUnprefixed } from '../../shared/page-lookup';
import { langOfPath, pathOf, type PageMatch } from '../../shared/routes';
import { preferredLang, PREFERRED_LANG_VARY } from '../../platform/http/lang';
import { allowInline, type SecurityHeaders } from '../../platform/http/security';
import { cachedPage, createPageCache, type CachedPage, type Encoding, type HeaderList, type PageCacheCounts } from './page-cache';
import { aheadRule, pagesAhead } from './pages-ahead';
import { notFoundFinish } from './not-found-finish';
import { sendErrorPage } from './error-page';
import { AUDIENCES, renderDocument, reportRenderError, type Audience, type DocumentOptions } from './page-document';
import type { SsrRuntime } from './runtime';
import type { Logger } from '../../platform/logging/logger';
import { REQUEST_ID_HEADER, requestIdOf } from '../../platform/logging/request-log';

/** docs/requirements.md section 9's cache hint: any cache (a CDN too) may keep a page an hour, and serve it stale a day while it refreshes. */
export const PAGE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** Pages differ by compression and by whether the visitor is a crawler (docs/requirements.md section 1); by nothing else. */
const PAGE_VARY = 'Accept-Encoding, User-Agent';

/** Query string of the request, kept on redirects (it cannot change the target's origin). */
function queryOf(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  return at === -1 ? '' : req.originalUrl.slice(at);
}

function redirect(res: Response, status: 301 | 302, location: string): void {
  res.status(status).location(location).type('text').send(`Redirecting to ${location}`);
}

/** Crawlers by user agent, remembered: a few agents make most requests, and isbot's pattern is long. */
const crawlerAgents = new LRUCache<string, boolean>({ max: 1000 });

function audienceOf(req: Request): Audience {
  const agent = req.headers['user-agent'] ?? '';
  let crawler = crawlerAgents.get(agent);
  if (crawler === undefined) crawlerAgents.set(agent, (crawler = isbot(agent)));
  return crawler ? 'crawler' : 'people';
}

/** Each Accept-Encoding's choice, remembered: browsers send a handful of them. */
const encodings = new LRUCache<string, Encoding>({ max: 100 });

/** Brotli when the client takes it, whatever order it lists encodings in: it is the smaller. */
function encodingFor(req: Request): Encoding {
  const accepted = req.headers['accept-encoding'] ?? '';
  let encoding = encodings.get(accepted);
  if (encoding === undefined)
    encodings.set(accepted, (encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : 'identity'));
  return encoding;
}

/**
 * Sends a kept page with its headers written at once, as Express's res.send would (a 304 for a
 * matching If-None-Match, no body for HEAD) but without its work at each response (decision 0014).
 */
function sendPage(req: Request, res: Response, page: CachedPage): void {
  const body = page.bodies[encodingFor(req)];
  if (page.status === 200 && fresh(req.headers, { etag: body.etag })) {
    res.writeHead(304, withRequestId(body.notModifiedHeaders, req)).end();
    return;
  }
  res.writeHead(page.status, withRequestId(body.headers, req)).end(body.bytes);
}

/** Every header in one list, so that Node writes them as they are instead of collecting them one by one. */
const withRequestId = (headers: HeaderList, req: Request): HeaderList => [...headers, REQUEST_ID_HEADER, requestIdOf(req)];

/** Paths rendered ahead at once: more only queue on the same two cores. */
const RENDER_AHEAD_AT_ONCE = 3;

/**
 * The bytes kept of the long tail's pages (decision 0070): about 90 paths of older articles
 * (120 to 150 KB each, both audiences in three encodings), whatever the number of articles.
 */
export const TAIL_BYTES = 12 * 1024 * 1024;

/** Which pages are kept how (tests make them smaller). */
export interface KeptPagesSettings {
  /** The newest articles of each language rendered ahead: ARTICLES_AHEAD. */
  articlesAhead?: number;
  /** At most this many bytes of the other pages are kept: TAIL_BYTES. */
  tailBytes?: number;
}

export interface KeptPages {
  /** Serves existing pages from memory, security headers included; mounted first, after the request log. */
  handler: RequestHandler;
  /**
   * Renders, cuts and compresses the top pages (pages-ahead.ts) for both audiences, a few paths
   * at a time, so that no visitor waits for their first render; resolves with how many and how
   * long it took. A request meanwhile is served at once (a page not kept yet renders for it, and is kept).
   */
  renderAhead(): Promise<{ pages: number; ms: number }>;
}

/**
 * Serves existing pages from memory: each path is rendered once for both audiences (people,
 * crawlers), its inline stylesheet cut to what it uses, and each page compressed once. Mounted first (after the
 * request log), so a page costs about what sending its bytes costs; only where the
 * runtime's pages can be kept (not in development, where every request renders afresh). The top
 * pages are kept for good; the long tail of older articles renders at its first request and is
 * kept within a bound in bytes, so memory does not grow with the blog (decision 0070).
 */
export function keptPages(
  runtime: SsrRuntime,
  options: DocumentOptions,
  log: Logger,
  security: SecurityHeaders,
  counts?: PageCacheCounts,
  { articlesAhead, tailBytes = TAIL_BYTES }: KeptPagesSettings = {},
): KeptPages {
  const isAhead = aheadRule(articlesAhead);
  const ahead = createPageCache();
  const tail = createPageCache({ maxBytes: tailBytes });
  const cacheOf = (match: PageMatch) => (isAhead(match) ? ahead : tail);
  // Pages that list positions change when one closes: the whole cache goes then (decision 0021), and is rendered again ahead.
  const startDay = dayOf(options.clock());
  let dayStarts = Date.parse(startDay);
  let closed = closedSlugs(startDay).join();
  // Both audiences' pages of a path at once: one render, one cut (decision 0052).
  const keep = (path: string, match: PageMatch, logOf: () => Logger, counted?: PageCacheCounts) =>
    cacheOf(match).get(
      path,
      async () => {
        const document = await renderDocument(runtime, options, { url: path, lang: match.lang, match, log: logOf() });
        const crawlerPage = document.html('crawler');
        const withCut = await runtime.finishPage.cut(crawlerPage);
        const keep = !document.failed;
        const cachedFor = async (documentHtml: string) => {
          const { html, inline } = withCut(documentHtml);
          const headers = {
            ...security.publicPageHeaders(inline),
            'Cache-Control': keep ? PAGE_CACHE_CONTROL : 'no-store',
            Vary: PAGE_VARY,
          };
          return cachedPage(document.status, html, headers);
        };
        const [people, crawler] = await Promise.all([cachedFor(document.html('people')), cachedFor(crawlerPage)]);
        return { pages: { people, crawler }, keep };
      },
      counted,
    );

  async function renderAhead(): Promise<{ pages: number; ms: number }> {
    const started = performance.now();
    const paths = pagesAhead(isAhead);
    let next = 0;
    // A few at a time: one page renders on the main thread while others compress on zlib's threads.
    const worker = async () => {
      for (let entry = paths[next++]; entry; entry = paths[next++]) {
        const [path, match] = entry;
        await keep(path, match, () => log).catch((error: unknown) => reportRenderError(runtime, log, error));
      }
    };
    await Promise.all(Array.from({ length: RENDER_AHEAD_AT_ONCE }, worker));
    return { pages: paths.length * AUDIENCES.length, ms: Math.round(performance.now() - started) };
  }

  /** Forgets every page when a position closed since the last request (only when the day changed: positions close by the day). */
  function forgetOnClosing(): void {
    const now = options.clock().getTime();
    if (now >= dayStarts && now - dayStarts < DAY_MS) return;
    const today = dayOf(new Date(now));
    dayStarts = Date.parse(today);
    const closedNow = closedSlugs(today).join();
    if (closedNow === closed) return;
    closed = closedNow;
    ahead.clear();
    tail.clear();
    void renderAhead();
  }

  /** A page not kept yet (its first render, or the one after a position closed): rendered for this request, and kept. */
  async function renderAndSend(req: Request, res: Response, match: PageMatch): Promise<void> {
    try {
      sendPage(req, res, (await keep(req.path, match, () => req.log, counts)).pages[audienceOf(req)]);
    } catch (error) {
      reportRenderError(runtime, req.log, error);
      security.apply(res);
      res.setHeader(REQUEST_ID_HEADER, requestIdOf(req));
      sendRenderFailure(res, runtime, match.lang);
    }
  }

  // Not async: a kept page, nearly every request, is sent without a promise.
  const handler: RequestHandler = (req, res, next) => {
    // Only pages that exist, at their canonical path, are kept; anything else goes on to pageHandler.
    const match = req.method === 'GET' || req.method === 'HEAD' ? existingPageAt(req.path) : undefined;
    if (!match) return next();
    forgetOnClosing();
    const kept = cacheOf(match).settled(req.path, counts);
    if (kept) sendPage(req, res, kept.pages[audienceOf(req)]);
    else void renderAndSend(req, res, match);
  };
  return { handler, renderAhead };
}

/**
 * Everything else under the page routes: redirects from the shared route table (targets are
 * rebuilt from it, never copied from the request path), 404 pages, and in development every page.
 */
export function pageHandler(runtime: SsrRuntime, options: DocumentOptions): RequestHandler {
  const forRequest = { runtime, options, finish: notFoundFinish(runtime) };
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = resolvePage(req.path);
    if (!match) {
      const prefixed = langOfPath(req.path);
      if (prefixed) return renderFresh(req, res, forRequest, prefixed, null);
      const lang = preferredLang(req);
      res.vary(PREFERRED_LANG_VARY);
      const unprefixed = resolveUnprefixed(req.path, lang);
      if (unprefixed) return redirect(res, 302, pathOf(unprefixed) + queryOf(req));
      return renderFresh(req, res, forRequest, lang, null);
    }
    const canonicalPath = pathOf(match);
    if (req.path !== canonicalPath) return redirect(res, 301, canonicalPath + queryOf(req));
    return renderFresh(req, res, forRequest, match.lang, match);
  };
}

/** A page rendered for this request alone: not-found pages, which any path can produce, and development. */
async function renderFresh(
  req: Request,
  res: Response,
  { runtime, options, finish }: { runtime: SsrRuntime; options: DocumentOptions; finish: ReturnType<typeof notFoundFinish> },
  lang: Lang,
  match: PageMatch | null,
): Promise<void> {
  try {
    const document = await renderDocument(runtime, options, { url: req.originalUrl, lang, match, log: req.log });
    const page = await finish(document, audienceOf(req));
    allowInline(res, page.inline);
    res.status(document.status).vary('User-Agent').set('Cache-Control', 'no-cache').type('html').send(page.html);
  } catch (error) {
    reportRenderError(runtime, req.log, error);
    sendRenderFailure(res, runtime, lang);
  }
}

function sendRenderFailure(res: Response, runtime: SsrRuntime, lang: Lang): void {
  if (res.headersSent) return void res.end();
  sendErrorPage(res, runtime, lang, 500);
}
