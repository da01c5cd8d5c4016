import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Lang } from '../shared/i18n/langs';
import type { PolicySettings } from '../shared/policy-settings';
import { langOfPath } from '../shared/routes';
import { App } from './app';
import type { ConsentVersions } from '../shared/content/legal/types';
import { storeAllContent } from './content-store/all-content';
import { IslandRender, loadIslandComponents } from './islands/island';

storeAllContent();
// An island is rendered inside the page, synchronously; the browser loads each one's component
// in a chunk of its own, so the server loads them all once, before its first page.
const islandComponents = await loadIslandComponents();

export interface RenderOptions {
  /** Language for paths without a valid prefix (the 404 page). */
  fallbackLang: Lang;
  /** Errors inside the tree: React renders what it can, and the page is answered 500 (site/render/page-document.ts). */
  onError(error: unknown): void;
  signal: AbortSignal;
  /** The UTC day the page is rendered for (site/today-context.tsx). */
  today: string;
  /** Where the page's islands fetch their texts (site/render/island-texts-file.ts). */
  islandTexts: string;
  /** What the privacy policy prints from the configuration: the retention periods, what notifications carry. */
  policy: PolicySettings;
  /** Each language's consent version under those periods, which the consent page shows. */
  consentVersions: ConsentVersions;
}

/**
 * Renders a page to the app's finished markup: every boundary resolved, no inline script. Pages are rendered once and served from memory, so the
 * whole page is waited for: nothing streams in late and nothing in it belongs to one request.
 */
export async function render(
  url: string,
  { fallbackLang, onError, signal, today, islandTexts, policy, consentVersions }: RenderOptions,
): Promise<string> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const lang = langOfPath(pathname) ?? fallbackLang;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <IslandRender value={{ components: islandComponents, texts: islandTexts }}>
        <App location={{ pathname, search }} lang={lang} today={today} policy={policy} consentVersions={consentVersions} />
      </IslandRender>
    </StrictMode>,
    // React moves a boundary of more than 12,800 bytes out of line behind an inline script;
    // a page rendered whole has no use for that.
    { onError, signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  return html + decoder.decode();
}
