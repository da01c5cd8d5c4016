import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseUnicodeRange } from '../../scripts/vite/font-subsets';
import { siteCodePoints } from '../../scripts/vite/site-characters';
import { projectRoot } from '../../server/project-root';
import { fontPreloads } from '../../server/ssr/font-preloads';
import { LANGS } from '../../shared/i18n/langs';

/** Sizes over the build output: what a first visit fetches, as the server sends it (gzip). */
const CLIENT = join(projectRoot, 'dist/client');
const template = readFileSync(join(CLIENT, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; src?: string }>;
const fileBytes = (url: string) => readFileSync(join(CLIENT, url));
const KB = 1024;

const inlineCss = [...template.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');

/** The font files the stylesheet declares, with the code points each is used for. */
const fontFaces = [...inlineCss.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => ({
  url: /url\(([^)]+\.woff2)\)/.exec(body!)![1]!,
  ranges: parseUnicodeRange(/unicode-range:([^;}]+)/.exec(body!)![1]!),
}));

describe('the build', () => {
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

  it('renders Markdown at build time: no Markdown parser in any browser chunk', () => {
    const chunks = readdirSync(join(CLIENT, 'assets')).filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(10);
    // marked's own error text, which any copy of its parser carries.
    for (const chunk of chunks) expect(fileBytes(`/assets/${chunk}`).toString(), chunk).not.toContain('Please report this to https://github.com/markedjs/marked');
    // The articles arrive as HTML.
    expect(chunks.filter((chunk) => fileBytes(`/assets/${chunk}`).toString().includes('<h2')).length).toBeGreaterThanOrEqual(12);
  });
});
