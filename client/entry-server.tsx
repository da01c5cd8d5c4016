import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { LANGS, type Lang } from '../shared/i18n/langs';
import { resolvePage } from '../shared/routes';
import { App } from './app';
import { loadDictionary } from './i18n/dictionary-store';
import { snapshotOf, type ContentSnapshot } from './content/content-store';
import { pageContentOf } from './content/page-content';
import { loadPage } from './pages/page-registry';
import { renderedMatch } from './pages/rendered-match';

export interface RenderOptions {
  /** Language for paths without a valid prefix (the 404 page). */
  fallbackLang: Lang;
  /** Errors inside the tree; React renders what it can and the client renders the rest. */
  onError(error: unknown): void;
  signal: AbortSignal;
}

const dictionariesReady = Promise.all(LANGS.map(loadDictionary));

export interface Rendered {
  /** The app's markup, complete: every boundary resolved, no inline script. */
  html: string;
  /** The texts the page rendered, for the client to hydrate with (see content-store). */
  content: ContentSnapshot;
}

/**
 * Renders a page to its finished HTML. Pages are rendered once and served from memory, so the
 * whole page is waited for: nothing streams in late and nothing in it belongs to one request.
 */
export async function render(url: string, { fallbackLang, onError, signal }: RenderOptions): Promise<Rendered> {
  const match = renderedMatch(resolvePage(new URL(url, 'http://localhost').pathname));
  await Promise.all([dictionariesReady, match && loadPage(match)]);
  const content = match ? snapshotOf(match.lang, pageContentOf(match)) : {};
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App fallbackLang={fallbackLang} />
      </StaticRouter>
    </StrictMode>,
    // React moves a boundary of more than 12,800 bytes out of line behind an inline script;
    // a page rendered whole has no use for that.
    { onError, signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  return { html: html + decoder.decode(), content };
}
