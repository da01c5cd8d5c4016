import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { SERVICE_WORKER_PATH } from '../../shared/web-app';
import { entryFiles, entryScript, fontPreloads, PASSKEY_STEP_ENTRY, readBuildManifest } from '../../platform/assets/build-manifest';
import { createFinishPage } from '../../platform/assets/critical-css';
import type { Render, SsrRuntime } from './runtime';
import { FOCUS_AT_START, SCRIPTED_STATES } from './scripted-states';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Serves `dist/`: the template is read once, the renderer imported once. */
export async function createProductionRuntime(distDir: string): Promise<SsrRuntime> {
  const template = readFileSync(join(distDir, 'client/index.html'), 'utf8');
  const { render } = (await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href)) as { render: Render };
  const manifest = readBuildManifest(join(distDir, 'client'));
  const { stylesheets } = entryFiles(manifest);
  const assetsDir = join(distDir, 'client/assets') + sep;
  const serviceWorker = join(distDir, 'client', SERVICE_WORKER_PATH);
  // Vite puts a content hash in every file name under assets/, so they never change; the
  // service worker must be checked on every update, or browsers keep running an old one.
  const cacheControl = (path: string) =>
    path.startsWith(assetsDir)
      ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
      : path === serviceWorker
        ? 'no-cache'
        : 'public, max-age=3600';
  const files = express.static(join(distDir, 'client'), {
    index: false,
    setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControl(path)),
  });
  return {
    cachesPages: true,
    connectSources: [],
    fontPreloads: fontPreloads(manifest),
    stylesheets,
    passkeyScript: entryScript(manifest, PASSKEY_STEP_ENTRY.name),
    finishPage: createFinishPage(stylesheets, SCRIPTED_STATES, FOCUS_AT_START),
    // index.html is the unfilled template: it is only ever served through the page handler.
    assets: (req, res, next) => (req.path.endsWith('.html') ? next() : files(req, res, next)),
    template: async () => template,
    renderer: async () => render,
    fixStack: () => {},
    close: async () => {},
  };
}
