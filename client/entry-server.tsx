import { StrictMode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LANGS, type Lang } from '../shared/i18n/langs';
import { resolvePage } from '../shared/routes';
import { App } from './app';
import { loadDictionary } from './i18n/dictionary-store';
import { loadPage } from './pages/page-registry';

export interface RenderOptions extends Pick<RenderToPipeableStreamOptions, 'nonce' | 'onShellReady' | 'onShellError' | 'onAllReady' | 'onError'> {
  /** Language for paths without a valid prefix (the 404 page). */
  fallbackLang: Lang;
}

const dictionariesReady = Promise.all(LANGS.map(loadDictionary));

export async function render(url: string, { fallbackLang, ...options }: RenderOptions) {
  const match = resolvePage(new URL(url, 'http://localhost').pathname);
  await Promise.all([dictionariesReady, match?.found && loadPage(match)]);
  return renderToPipeableStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App fallbackLang={fallbackLang} />
      </StaticRouter>
    </StrictMode>,
    options,
  );
}
