import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inlineHashes } from './inline-hashes';
import type { Render, SsrRuntime } from './runtime';

/** Vite in middleware mode: modules served with HMR, the renderer reloaded on every change. */
export async function createDevelopmentRuntime(root: string): Promise<SsrRuntime> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const template = async (url: string) => vite.transformIndexHtml(url, await readFile(join(root, 'site/index.html'), 'utf8'));
  return {
    cachesPages: false,
    // Vite adds the same inline script (React's refresh preamble) to every page.
    inlineHashes: inlineHashes(await template('/')),
    // In middleware mode the HMR socket listens on a port of its own.
    connectSources: ['ws:'],
    fontPreloads: { en: [], ru: [] },
    stylesheets: ['/styles/index.css'],
    assets: vite.middlewares,
    template,
    renderer: async () => ((await vite.ssrLoadModule('/entry-server.tsx')) as { render: Render }).render,
    fixStack: (error) => vite.ssrFixStacktrace(error),
    close: () => vite.close(),
  };
}
