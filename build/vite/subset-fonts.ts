/**
 * Vite plugin: writes the web fonts of site/styles/fonts.css, cut down to the characters of
 * the site's own texts, before any CSS is processed (buildStart runs first, in `vite build` and
 * when the dev server starts). The fontsource files hold every glyph of a script over the whole
 * weight axis; pages need a few hundred glyphs at 400 to 700, and cutting the rest keeps the
 * fonts of a first visit under FONT_BUDGET_BYTES. Files are rewritten only when an input changed.
 *
 * The texts are imported with tsx when the plugin runs, not by this config: bundled into the
 * config they would make every content edit restart the dev server, and their extensionless
 * imports are what Vite's coming native config loader cannot read. So a character new to the
 * texts reaches the dev server's fonts at its next start (a build always has it).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { tsImport } from 'tsx/esm/api';
import type { Logger, Plugin } from 'vite';
import { FONT_SUBSETS, PAGE_SCRIPTS, type FontSubset } from '../../platform/assets/font-files.ts';
import { FONT_BUDGET_BYTES, GENERATED_FONTS_DIR, scriptCodePoints, subsetOptions, uncoveredCharacters } from './font-subsets.ts';

/** Records what the files were made from, so an unchanged input skips the work. */
const INPUTS_FILE = 'inputs.sha256';

export function subsetFonts(root: string): Plugin {
  let logger: Logger;
  return {
    name: 'subset-fonts',
    // The server build processes no CSS; the client build (or the dev server) writes the fonts.
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      logger = config.logger;
    },
    async buildStart() {
      await writeSubsets(root, logger);
    },
  };
}

async function writeSubsets(root: string, logger: Logger): Promise<void> {
  const texts = (await tsImport(join(root, 'build/vite/site-characters.ts'), import.meta.url)) as typeof import('./site-characters.ts');
  const siteCodePoints = texts.allSiteCodePoints();
  const jobs = await Promise.all(
    FONT_SUBSETS.map(async (subset) => ({
      subset,
      font: await readFile(join(root, subset.source)),
      text: String.fromCodePoint(...scriptCodePoints(siteCodePoints, subset.script)),
    })),
  );
  const hash = createHash('sha256');
  for (const { subset, font, text } of jobs) hash.update(JSON.stringify([subset, subsetOptions(subset), text])).update(font);
  const inputs = hash.digest('hex');
  const dir = join(root, GENERATED_FONTS_DIR);
  const inputsPath = join(dir, INPUTS_FILE);
  const upToDate =
    existsSync(inputsPath) &&
    (await readFile(inputsPath, 'utf8')) === inputs &&
    FONT_SUBSETS.every((subset) => existsSync(join(dir, subset.file)));
  if (upToDate) return;

  const started = Date.now();
  await mkdir(dir, { recursive: true });
  const sizes = new Map<FontSubset, number>();
  // One at a time: subset-font queues its calls on a single HarfBuzz instance anyway.
  for (const { subset, font, text } of jobs) {
    const output = await subsetFont(font, text, subsetOptions(subset));
    await writeFile(join(dir, subset.file), output);
    sizes.set(subset, output.byteLength);
  }
  await writeFile(inputsPath, inputs);
  report(sizes, Date.now() - started, uncoveredCharacters(siteCodePoints), logger);
}

function report(sizes: Map<FontSubset, number>, ms: number, uncovered: string, logger: Logger): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  logger.info(`subset fonts written in ${ms} ms: ${[...sizes].map(([subset, size]) => `${subset.file} ${kb(size)}`).join(', ')}`);
  for (const [lang, scripts] of Object.entries(PAGE_SCRIPTS)) {
    const total = [...sizes].filter(([subset]) => scripts.includes(subset.script)).reduce((sum, [, size]) => sum + size, 0);
    const line = `  fonts of a page in ${lang}: ${kb(total)} (budget ${kb(FONT_BUDGET_BYTES)})`;
    if (total > FONT_BUDGET_BYTES) logger.warn(`${line}, over budget`);
    else logger.info(line);
  }
  if (uncovered) logger.info(`  characters no fontsource file has, left to the fallback font: ${uncovered}`);
}
