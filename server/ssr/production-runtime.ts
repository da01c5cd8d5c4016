import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { fontPreloads } from './font-preloads';
import { scriptPreloads } from './script-preloads';
import type { Render, SsrRuntime } from './runtime';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Serves `dist/`: the template is read once, the renderer imported once. */
export async function createProductionRuntime(distDir: string): Promise<SsrRuntime> {
  const template = readFileSync(join(distDir, 'client/index.html'), 'utf8');
  const { render } = (await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href)) as { render: Render };
  const manifest = JSON.parse(readFileSync(join(distDir, 'client/.vite/manifest.json'), 'utf8'));
  const assetsDir = join(distDir, 'client/assets') + sep;
  const files = express.static(join(distDir, 'client'), {
    index: false,
    setHeaders(res, path) {
      // Vite puts a content hash in every file name under assets/, so they never change.
      res.setHeader('Cache-Control', path.startsWith(assetsDir) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600');
    },
  });
  return {
    connectSources: [],
    fontPreloads: fontPreloads(manifest),
    scriptPreloads: scriptPreloads(manifest),
    // index.html is the unfilled template: it is only ever served through the page handler.
    assets: (req, res, next) => (req.path.endsWith('.html') ? next() : files(req, res, next)),
    template: async () => template,
    renderer: async () => render,
    fixStack: () => {},
    close: async () => {},
  };
}
