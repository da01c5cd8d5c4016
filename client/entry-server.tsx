import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LANGS, type Lang } from '../shared/i18n/langs';
import { resolvePage } from '../shared/routes';
import { App } from './app';
import { loadDictionary } from './i18n/dictionary-store';
import { snapshotOf, type ContentSnapshot } from './content/content-store';
import { pageContentOf } from './content/page-content';
import { loadPage } from './pages/page-registry';
import { renderedMatch } from './pages/rendered-match';

export interface RenderOptions extends Pick<RenderToPipeableStreamOptions, 'nonce' | 'onShellReady' | 'onShellError' | 'onAllReady' | 'onError'> {
  /** Language for paths without a valid prefix (the 404 page). */
  fallbackLang: Lang;
}

const dictionariesReady = Promise.all(LANGS.map(loadDictionary));

export interface Rendered {
  stream: PipeableStream;
  /** The texts the page rendered, for the client to hydrate with (see content-store). */
  content: ContentSnapshot;
}

export async function render(url: string, { fallbackLang, ...options }: RenderOptions): Promise<Rendered> {
  const match = renderedMatch(resolvePage(new URL(url, 'http://localhost').pathname));
  await Promise.all([dictionariesReady, match && loadPage(match)]);
  const content = match ? snapshotOf(match.lang, pageContentOf(match)) : {};
  const stream = renderToPipeableStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App fallbackLang={fallbackLang} />
      </StaticRouter>
    </StrictMode>,
    // React moves a boundary of more than 12,800 bytes out of line and paints its fallback first;
    // our pages arrive loaded, so that would only flash "Loading" and shift the footer (CLS).
    { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { stream, content };
}
