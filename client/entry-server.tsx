import { StrictMode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LANGS, type Lang } from '../shared/i18n/langs';
import { resolvePage } from '../shared/routes';
import { App } from './app';
import { loadLocale } from './i18n/locale-store';
import { loadPage } from './pages/page-registry';

export interface RenderOptions extends Pick<RenderToPipeableStreamOptions, 'nonce' | 'onShellReady' | 'onShellError' | 'onAllReady' | 'onError'> {
  /** Language for paths without a valid prefix (the 404 page). */
  fallbackLang: Lang;
}

const localesReady = Promise.all(LANGS.map(loadLocale));

export async function render(url: string, { fallbackLang, ...options }: RenderOptions) {
  const match = resolvePage(new URL(url, 'http://localhost').pathname);
  await Promise.all([localesReady, match && loadPage(match.page)]);
  return renderToPipeableStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App fallbackLang={fallbackLang} />
      </StaticRouter>
    </StrictMode>,
    options,
  );
}
