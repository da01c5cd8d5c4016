import { Writable } from 'node:stream';
import { LANGS } from '../../shared/i18n/langs';
import { pathOf } from '../../shared/routes';
import { sitePages } from '../seo/site-pages';
import type { Render, SsrRuntime } from './runtime';

function renderToNothing(render: Render, url: string, lang: (typeof LANGS)[number]): Promise<void> {
  return new Promise((resolve, reject) => {
    render(url, { fallbackLang: lang, onShellError: reject, onError: reject })
      .then(({ stream }) => stream.pipe(new Writable({ write: (_chunk, _encoding, done) => done(), final: (done) => (done(), resolve()) })))
      .catch(reject);
  });
}

/**
 * Renders every page once before the server listens. React.lazy suspends the first time a
 * lazy component renders in a process, so without this the first visitor of the home page
 * would get its sections streamed after the footer (a layout shift); it also loads every
 * page's code and texts, so no visitor waits for a first render.
 */
export async function warmUp(runtime: SsrRuntime): Promise<void> {
  const render = await runtime.renderer();
  const urls = LANGS.flatMap((lang) =>
    [...sitePages(), { page: 'sitemap' as const, slug: undefined }].map((page) => ({ lang, url: pathOf({ page: page.page, slug: page.slug, lang }) })),
  );
  for (const { lang, url } of urls) {
    try {
      await renderToNothing(render, url, lang);
    } catch (error) {
      console.warn(`Warm-up render of ${url} failed; the page will render on request:`, error);
    }
  }
}
