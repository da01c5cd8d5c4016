import type { Plugin } from 'vite';
import { rulesStylesheetOf, splitFontFaces } from '../../platform/assets/font-faces.ts';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>\n?\s*/g;
const VIEWPORT_META = /<meta name="viewport"[^>]*>/;
const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")/g;

/**
 * Orders the built index.html for the first paint: the stylesheet goes inline at the top of
 * <head>, so a page paints from its HTML alone, and the app's scripts are fetched at low
 * priority, after what the paint needs (the HTML is complete without them). Beside each
 * stylesheet it writes its rules without the font faces, which kept pages load after their
 * first paint (decision 0027).
 */
export function firstPaintHtml(): Plugin {
  return {
    name: 'first-paint-html',
    apply: 'build',
    generateBundle: {
      // After Vite's own: the site's one stylesheet is added to the bundle there.
      order: 'post',
      handler(_options, bundle) {
        for (const asset of Object.values(bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          this.emitFile({ type: 'asset', fileName: rulesStylesheetOf(asset.fileName), source: splitFontFaces(String(asset.source)).rules });
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const styles: string[] = [];
        const withoutLinks = html.replace(STYLESHEET_LINK, (_tag, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') throw new Error(`Stylesheet ${fileName} is not in the bundle`);
          styles.push(String(asset.source));
          return '';
        });
        if (!VIEWPORT_META.test(withoutLinks)) throw new Error('index.html has no viewport meta to put the styles after');
        return withoutLinks
          .replace(VIEWPORT_META, (meta) => `${meta}\n    <style>${styles.join('')}</style>`)
          .replace(SCRIPT_TAGS, '<$1 fetchpriority="low"');
      },
    },
  };
}
