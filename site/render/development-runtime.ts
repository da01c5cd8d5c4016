import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PASSKEY_STEP_ENTRY } from '../../platform/assets/build-manifest';
import { createFinishPage } from '../../platform/assets/critical-css';
import type { Render, SsrRuntime } from './runtime';
import { FOCUS_AT_START, SCRIPTED_STATES } from './scripted-states';

/** Vite in middleware mode: modules served with HMR, the renderer reloaded on every change. */
export async function createDevelopmentRuntime(root: string): Promise<SsrRuntime> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const template = async (url: string) => vite.transformIndexHtml(url, await readFile(join(root, 'site/index.html'), 'utf8'));
  const stylesheets = ['/styles/index.css'];
  return {
    cachesPages: false,
    // In middleware mode the HMR socket listens on a port of its own.
    connectSources: ['ws:'],
    fontPreloads: { en: [], ru: [] },
    stylesheets,
    // Outside Vite's root (site/): served by its path on disk, which the config's fs.allow admits.
    passkeyScript: `/@fs${join(root, PASSKEY_STEP_ENTRY.source)}`,
    // Pages are never kept here, so never cut: each carries Vite's inline script (React's refresh preamble), allowed by its hash.
    finishPage: createFinishPage(stylesheets, SCRIPTED_STATES, FOCUS_AT_START),
    assets: vite.middlewares,
    template,
    renderer: async () => ((await vite.ssrLoadModule('/entry-server.tsx')) as { render: Render }).render,
    fixStack: (error) => vite.ssrFixStacktrace(error),
    close: () => vite.close(),
  };
}
