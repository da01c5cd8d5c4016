import type { Plugin } from 'vite';
import { renderMarkdown } from '../../shared/markdown.ts';

/** An article module imported with `?html` (site/content-store/all-content.ts). */
const ARTICLE_AS_HTML = /\/shared\/content\/blog\/articles\/(en|ru)\/[a-z0-9-]+\.ts\?html$/;

/**
 * Turns an article module's Markdown into HTML at build time (and in the dev server, where an
 * edit reloads as usual), so no Markdown parser is shipped to the browser. Runs after Vite has
 * stripped the TypeScript; the module is evaluated rather than parsed, so its string is read
 * exactly as JavaScript reads it.
 */
export function articleHtml(): Plugin {
  return {
    name: 'article-html',
    enforce: 'post',
    transform: {
      filter: { id: ARTICLE_AS_HTML },
      async handler(code, id) {
        const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default: unknown };
        if (typeof module.default !== 'string') throw new Error(`${id} does not export its Markdown as the default string`);
        return { code: `export default ${JSON.stringify(renderMarkdown(module.default))};`, map: null };
      },
    },
  };
}
