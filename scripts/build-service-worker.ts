/**
 * Last step of `npm run build` (decision 0010): builds client/service-worker/sw.ts into
 * dist/client/sw.js with Vite, handing it the precache list (from Vite's build manifest) and
 * a version: a hash of every file of the client build and of the precached answers the server
 * writes itself (offline pages, manifests). Any change to the client therefore changes the
 * worker's bytes, which is what makes browsers install the new one. It runs after the client
 * build, under tsx, because it renders those answers with the server's own code.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { SERVICE_WORKER_PATH } from '../shared/web-app';
import { precacheUrls, serverWrittenShell } from '../server/pwa/precache';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'dist/client');
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const precache = precacheUrls(manifest);

const hash = createHash('sha256');
const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
  .filter((file) => `/${file}` !== SERVICE_WORKER_PATH)
  .sort();
for (const file of files) hash.update(file).update(readFileSync(join(outDir, file)));
for (const [url, body] of serverWrittenShell(manifest)) hash.update(url).update(body);
const version = hash.digest('hex').slice(0, 16);

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
      input: join(root, 'client/service-worker/sw.ts'),
      output: { format: 'iife', entryFileNames: SERVICE_WORKER_PATH.slice(1) },
    },
  },
});
console.log(`${SERVICE_WORKER_PATH}: version ${version}, ${precache.length} precached files`);
