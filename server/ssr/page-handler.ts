import { Writable } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import type { Lang } from '../../shared/i18n/langs';
import { langOfPath, pathOf, resolvePage, resolveUnprefixed } from '../../shared/routes';
import { CONTENT_SNAPSHOT_ID } from '../../client/content/snapshot-id';
import { renderedMatch } from '../../client/pages/rendered-match';
import { preferredLang, PREFERRED_LANG_VARY } from '../lang';
import { cspNonce } from '../security';
import { crawlerNav } from '../seo/crawler-nav';
import { renderHead } from '../seo/head';
import { LOCALE_TEXTS } from '../seo/locale-texts';
import type { SsrRuntime } from './runtime';
import { EXTRAS_SLOT, fillTemplate } from './template';

/** A render still unfinished after this long is cut off; the client renders the rest. */
const ABORT_AFTER_MS = 10_000;

/** Query string of the request, kept on redirects (it cannot change the target's origin). */
function queryOf(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  return at === -1 ? '' : req.originalUrl.slice(at);
}

function redirect(res: Response, status: 301 | 302, location: string): void {
  res.status(status).location(location).type('text').send(`Redirecting to ${location}`);
}

interface PageOptions {
  siteUrl: string;
  indexNowKeyLocation: string | null;
}

/**
 * Server-renders every page. Status codes and redirects come from the shared route table;
 * redirect targets are rebuilt from it, never copied from the request path.
 */
export function pageHandler(runtime: SsrRuntime, { siteUrl, indexNowKeyLocation }: PageOptions): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = resolvePage(req.path);

    if (!match) {
      const prefixed = langOfPath(req.path);
      if (prefixed) return renderPage(req, res, { runtime, siteUrl, indexNowKeyLocation, lang: prefixed, match: null });
      const lang = preferredLang(req);
      res.vary(PREFERRED_LANG_VARY);
      const unprefixed = resolveUnprefixed(req.path, lang);
      if (unprefixed) return redirect(res, 302, pathOf(unprefixed) + queryOf(req));
      return renderPage(req, res, { runtime, siteUrl, indexNowKeyLocation, lang, match: null });
    }
    const canonicalPath = pathOf(match);
    if (req.path !== canonicalPath) return redirect(res, 301, canonicalPath + queryOf(req));
    return renderPage(req, res, { runtime, siteUrl, indexNowKeyLocation, lang: match.lang, match });
  };
}

async function renderPage(
  req: Request,
  res: Response,
  { runtime, siteUrl, indexNowKeyLocation, lang, match }: PageOptions & { runtime: SsrRuntime; lang: Lang; match: ReturnType<typeof resolvePage> },
): Promise<void> {
  const status = match?.found ? 200 : 404;
  const nonce = cspNonce(res);
  const url = req.originalUrl;
  const crawler = isbot(req.get('user-agent'));
  // Set once React's onError has reported an error, so the catch below does not log it again.
  let failed = false;
  try {
    const head = renderHead({
      siteUrl,
      lang,
      match,
      fonts: runtime.fontPreloads[lang],
      scripts: runtime.scriptPreloads(lang, renderedMatch(match)?.page ?? null),
      nonce,
      texts: LOCALE_TEXTS[lang],
      crawler,
      indexNowKeyLocation,
    });
    const parts = fillTemplate(await runtime.template(url), { lang, head, nonce });
    const render = await runtime.renderer();
    // Crawlers get the finished page in one piece; people get the shell as soon as it is ready.
    const waitFor = crawler ? 'onAllReady' : 'onShellReady';
    // React may report readiness before `render` resolves, so readiness is a promise of its own.
    let signalReady!: () => void;
    let signalShellError!: (error: unknown) => void;
    const ready = new Promise<void>((resolve, reject) => {
      signalReady = resolve;
      signalShellError = reject;
    });
    const { stream, content } = await render(url, {
      nonce,
      fallbackLang: lang,
      [waitFor]: () => signalReady(),
      onShellError: (error: unknown) => signalShellError(error),
      onError(error) {
        failed = true;
        reportRenderError(runtime, error);
      },
    });
    setTimeout(() => stream.abort(), ABORT_AFTER_MS).unref();
    await ready;
    res.status(failed ? 500 : status).type('html');
    res.write(parts.start);
    stream.pipe(
      new Writable({
        write(chunk, encoding, callback) {
          res.write(chunk, encoding);
          callback();
        },
        final(callback) {
          const extras = contentScript(content, nonce) + (crawler ? crawlerNav(lang, match, LOCALE_TEXTS[lang].dict) : '');
          res.end(parts.end.replace(EXTRAS_SLOT, extras));
          callback();
        },
      }),
    );
  } catch (error) {
    if (!failed) reportRenderError(runtime, error);
    sendRenderFailure(res);
  }
}

/** The page's texts as a JSON data block; `<` is escaped so the text cannot close the element. */
function contentScript(content: unknown, nonce: string): string {
  const json = JSON.stringify(content).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${CONTENT_SNAPSHOT_ID}" nonce="${nonce}">${json}</script>`;
}

function reportRenderError(runtime: SsrRuntime, error: unknown): void {
  if (error instanceof Error) runtime.fixStack(error);
  console.error('Server render failed:', error);
}

function sendRenderFailure(res: Response): void {
  if (res.headersSent) return void res.end();
  res
    .status(500)
    .type('html')
    .send('<!doctype html><title>Server error</title><h1>Something went wrong</h1><p>Please reload the page.</p>');
}
