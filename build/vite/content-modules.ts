/**
 * Vite plugin: writes the content modules (build/content/generate-content.ts) when a build or
 * the dev server starts, and again in the dev server whenever a content file or a blog picture
 * changes; Vite then reloads what imports the modules that changed. The generator is loaded with
 * tsx when the plugin runs, not bundled into this config (see subset-fonts.ts for why).
 */
import { join, relative } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

type Generator = typeof import('../content/generate-content.ts');

/** What the content modules are made of: the Markdown files and the blog pictures' presence. */
const SOURCE = /^(shared\/content\/[a-z]+\/(en|ru)\/[^/]+\.md|site\/public\/images\/blog\/[^/]+\.webp)$/;

export function contentModules(root: string): Plugin {
  const generator = () => tsImport(join(root, 'build/content/generate-content.ts'), import.meta.url) as Promise<Generator>;
  return {
    name: 'content-modules',
    async buildStart() {
      try {
        (await generator()).generateContent(root);
      } catch (error) {
        // A wrong content file: its one line, without a stack that only shows the generator.
        if (error instanceof Error && error.name === 'ContentError') this.error(error.message);
        throw error;
      }
    },
    configureServer(server) {
      server.watcher.add([join(root, 'shared/content'), join(root, 'site/public/images/blog')]);
      server.watcher.on('all', (_event, file) => {
        if (!SOURCE.test(relative(root, file).replaceAll('\\', '/'))) return;
        generator()
          .then(({ generateContent }) => generateContent(root))
          .catch((error: Error) => server.config.logger.error(error.message, { timestamp: true }));
      });
    },
  };
}
