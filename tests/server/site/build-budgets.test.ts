import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseUnicodeRange } from '../../../build/vite/font-subsets';
import { siteCodePoints } from '../../../build/vite/site-characters';
import { projectRoot } from '../../../platform/config/project-root';
import { fontPreloads } from '../../../platform/assets/build-manifest';
import request from 'supertest';
import { ISLANDS, type IslandName } from '../../../site/islands/island-registry';
import { sitePages } from '../../../site/search-engines/site-pages';
import { LANGS } from '../../../shared/i18n/langs';
import { pathOf } from '../../../shared/routes';
import { sharedSite } from '../../support/shared-site';

/** Sizes over the build output: what a first visit fetches, as the server sends it (gzip). */
const CLIENT = join(projectRoot, 'dist/client');
const template = readFileSync(join(CLIENT, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; src?: string; isDynamicEntry?: boolean; imports?: string[] }
>;
const fileBytes = (url: string) => readFileSync(join(CLIENT, url));
const KB = 1024;

const inlineCss = [...template.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');

/** The font files the stylesheet declares, with the code points each is used for. */
const fontFaces = [...inlineCss.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => ({
  url: /url\(([^)]+\.woff2)\)/.exec(body!)![1]!,
  ranges: parseUnicodeRange(/unicode-range:([^;}]+)/.exec(body!)![1]!),
}));

/** The build's scripts, as file names in assets/. */
const browserChunks = () => readdirSync(join(CLIENT, 'assets')).filter((file) => file.endsWith('.js'));

const gzipped = new Map<string, number>();
const gzipBytes = (file: string) => gzipped.get(file) ?? gzipped.set(file, gzipSync(fileBytes(`/${file}`)).length).get(file)!;

/** A chunk's file and every file it imports statically: what loading it fetches. */
function filesOf(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(imported, files);
  return files;
}

/**
 * Each island's chunk in the build, as the registry loads it: the dynamic entry whose module
 * exports the island's component (manifest keys are relative to site/).
 */
async function islandChunks(): Promise<Record<IslandName, string>> {
  const dynamicEntries = await Promise.all(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(async ([key]) => ({ key, exports: Object.values((await import(`../../../site/${key}`)) as Record<string, unknown>) })),
  );
  const chunks = await Promise.all(
    Object.entries(ISLANDS).map(async ([name, island]) => {
      const component = await island.load();
      const chunk = dynamicEntries.find((entry) => entry.exports.includes(component));
      if (!chunk) throw new Error(`No chunk of the build exports the ${name} island's component`);
      return [name, chunk.key] as const;
    }),
  );
  return Object.fromEntries(chunks) as Record<IslandName, string>;
}

describe('the build', () => {
  it('lets a first visit run at most 80 KB gzip of JavaScript on every page: the entry, and React with the islands it shows', async () => {
    const islands = await islandChunks();
    const t = await sharedSite();
    const sizes: Record<string, number> = {};
    for (const lang of LANGS) {
      for (const page of sitePages()) {
        const path = pathOf({ lang, page: page.page, slug: page.slug });
        const html = (await request(t.app).get(path)).text;
        const shown = [...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1] as IslandName);
        const files = filesOf('index.html');
        if (shown.length > 0) filesOf('islands/hydrate-island.tsx', files);
        for (const island of shown) filesOf(islands[island], files);
        sizes[path] = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
      }
    }
    console.log('first-visit JavaScript (gzip bytes):', sizes);
    expect(Math.min(...Object.values(sizes)), 'a page without islands').toBeLessThanOrEqual(10 * KB);
    for (const [path, bytes] of Object.entries(sizes)) expect(bytes, path).toBeLessThanOrEqual(80 * KB);
    // Every page rendered for the first time, on a busy machine.
  }, 60_000);

  it('inlines at most 20 KB gzip of CSS, the only stylesheet a page needs', () => {
    expect(inlineCss.length).toBeGreaterThan(1000);
    expect(gzipSync(inlineCss).length).toBeLessThanOrEqual(20 * KB);
    expect(template).not.toMatch(/<link rel="stylesheet"/);
  });

  it('lets a first visit fetch at most 40 KB of fonts in either language, all of them preloaded', () => {
    const preloads = fontPreloads(manifest);
    for (const lang of LANGS) {
      const characters = siteCodePoints(lang);
      const used = fontFaces.filter(({ ranges }) => characters.some((c) => ranges.some(([first, last]) => c >= first && c <= last)));
      expect(used.map((face) => face.url).sort(), lang).toEqual([...preloads[lang]].sort());
      const bytes = used.reduce((sum, face) => sum + fileBytes(face.url).length, 0);
      expect(bytes, `font bytes of a page in ${lang}`).toBeLessThanOrEqual(40 * KB);
    }
  });

  // A stylesheet named in a chunk is one Vite's preload adds as a <link> with that chunk: a second
  // copy of every rule and font face when a form's sending code loads (decision 0047).
  it('leaves the styles to the page: no script of the build names a stylesheet', () => {
    for (const chunk of browserChunks()) expect(fileBytes(`/assets/${chunk}`).toString(), chunk).not.toMatch(/assets\/[\w.-]+\.css/);
  });

  it('renders Markdown at build time: no Markdown parser in any browser chunk', () => {
    const chunks = browserChunks();
    expect(chunks.length).toBeGreaterThan(5);
    // marked's own error text, which any copy of its parser carries.
    for (const chunk of chunks)
      expect(fileBytes(`/assets/${chunk}`).toString(), chunk).not.toContain('Please report this to https://github.com/markedjs/marked');
  });
});
