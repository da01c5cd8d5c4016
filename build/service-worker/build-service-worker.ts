/**
 * Last step of `npm run build` (decision 0010): builds site/service-worker/sw.ts into
 * dist/client/sw.js with Vite, handing it the precache list (from Vite's build manifest) and
 * a version that changes with anything in the client build (see build-version.ts), which is
 * what makes browsers install the new worker. It runs after the client build, under tsx,
 * because it renders the offline pages and manifests with the server's own code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { precacheUrls, serverWrittenShell } from '../../site/web-app/precache';
import { SERVICE_WORKER_PATH } from '../../shared/web-app';
import { buildVersion } from './build-version';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'dist/client');
const workerFile = SERVICE_WORKER_PATH.slice(1);
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const precache = precacheUrls(manifest);
const version = buildVersion(outDir, workerFile, serverWrittenShell(manifest));

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  define: { __SW_BUILD__: JSON.stringify({ version, precache }) },
  build: {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2022',
    rolldownOptions: {
      input: join(root, 'site/service-worker/sw.ts'),
      output: { format: 'iife', entryFileNames: workerFile },
    },
  },
});
console.log(`${SERVICE_WORKER_PATH}: version ${version}, ${precache.length} precached files`);
