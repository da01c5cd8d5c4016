/**
 * Last step of `npm run build` (decision 0010): builds site/service-worker/sw.ts into
 * dist/client/sw.js with Vite, handing it the precache list (from Vite's build manifest) and
 * a version that changes with anything in the client build (see build-version.ts), which is
 * what makes browsers install the new worker. It runs under tsx after the client and server
 * builds: the offline pages and manifests it hashes are written by the server build's own code.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { SERVICE_WORKER_PATH } from '../../shared/web-app';
import { readBuildManifest } from '../../platform/assets/build-manifest';
import { SERVER_WRITTEN_SHELL_ENTRY, type ServerWrittenShell } from '../../platform/assets/server-build';
import { buildVersion } from './build-version';
import { precacheUrls } from './precache-urls';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'dist/client');
const workerFile = SERVICE_WORKER_PATH.slice(1);
const manifest = readBuildManifest(outDir);
const precache = precacheUrls(manifest);
const shellEntry = pathToFileURL(join(root, 'dist/server', `${SERVER_WRITTEN_SHELL_ENTRY}.js`)).href;
const { serverWrittenShell } = (await import(shellEntry)) as { serverWrittenShell: ServerWrittenShell };
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
