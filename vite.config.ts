import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentModules } from './build/vite/content-modules.ts';
import { firstPaintHtml } from './build/vite/first-paint-html.ts';
import { reactDomMarkers } from './build/vite/react-dom-markers.ts';
import { subsetFonts } from './build/vite/subset-fonts.ts';
import { PASSKEY_STEP_ENTRY } from './platform/assets/build-manifest.ts';
import { SERVER_WRITTEN_SHELL_ENTRY } from './platform/assets/server-build.ts';

const root = import.meta.dirname;

/** The client build's chunks by name: the site's entry, and what every island needs (codeSplitting below). */
const SITE_ENTRY_CHUNK = 'index';
const ISLAND_CORE_CHUNK = 'island-core';
// Files as the build names them: assets/<name>-<hash>.js.
const isChunk = (name: string) => (file: string) => file.startsWith(`assets/${name}-`) && file.endsWith('.js');
const isEntry = isChunk(SITE_ENTRY_CHUNK);
const isIslandCore = isChunk(ISLAND_CORE_CHUNK);

export default defineConfig(({ isSsrBuild }) => ({
  root: resolve(root, 'site'),
  plugins: [contentModules(root), subsetFonts(root), react(), reactDomMarkers(), firstPaintHtml()],
  build: isSsrBuild
    ? {
        // One server build: the process entry and the renderer it loads at run time.
        ssr: true,
        outDir: resolve(root, 'dist/server'),
        emptyOutDir: true,
        rollupOptions: {
          input: {
            main: resolve(root, 'app/main.ts'),
            enquiries: resolve(root, 'desk/enquiries-cli.ts'),
            staff: resolve(root, 'desk/accounts/staff-cli.ts'),
            subject: resolve(root, 'desk/subject-cli.ts'),
            retention: resolve(root, 'app/retention-cli.ts'),
            backup: resolve(root, 'platform/database/backup-cli.ts'),
            'migrate-to-postgres': resolve(root, 'platform/database/migrate-to-postgres-cli.ts'),
            restore: resolve(root, 'desk/restore-cli.ts'),
            'entry-server': resolve(root, 'site/entry-server.tsx'),
            // For the service worker's build, which runs after this one.
            [SERVER_WRITTEN_SHELL_ENTRY]: resolve(root, 'site/web-app/server-written-shell.ts'),
          },
        },
      }
    : {
        outDir: resolve(root, 'dist/client'),
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the site (inlined and cut per page, decision 0027): split by chunk,
        // it was listed among the entry's files, and Vite's preload of a form's sending code
        // added it again as a <link>, a second copy of every rule and font face (decision 0047).
        cssCodeSplit: false,
        // Every browser the site supports preloads modules itself; the polyfill was 0.3 KB gzip on every page.
        modulePreload: {
          polyfill: false,
          // The entry's imports (an island reached for) preload only the island core, the 220 KB
          // the rest waits on: the link for each file costs the task that adds it, the touch on a
          // form, 6 to 26 ms under a 4x slowdown. The small chunks come as the modules ask (decision 0047).
          resolveDependencies: (_file, deps, { hostId }) => (isEntry(hostId) ? deps.filter(isIslandCore) : deps),
        },
        rolldownOptions: {
          // The site's pages, and the staff desk's sign-in script beside them (its own entry: no page of the site loads it).
          input: {
            [SITE_ENTRY_CHUNK]: resolve(root, 'site/index.html'),
            [PASSKEY_STEP_ENTRY.name]: resolve(root, PASSKEY_STEP_ENTRY.source),
          },
          output: {
            // What every island needs (React, ReactDOM, the contexts, Link, the content store) in
            // one chunk: left to automatic splitting, islands that share different parts of it cut
            // it into eight small files, each fetched with its own imports (+1.3 KB gzip on /en).
            codeSplitting: {
              groups: [
                {
                  name: ISLAND_CORE_CHUNK,
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime|site[\\/](i18n[\\/]i18n-context|[a-z-]+-context\.tsx|components[\\/]link\.tsx|content-store[\\/]content-store)/,
                },
              ],
            },
          },
        },
      },
  server: { fs: { allow: [root] } },
}));
