import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSETS, PAGE_SCRIPTS } from '../../../platform/assets/font-files';
import { formatUnicodeRange, parseUnicodeRange, scriptCodePoints } from '../../../build/vite/font-subsets';
import { allSiteCodePoints, siteCodePoints } from '../../../build/vite/site-characters';
import { LANGS } from '../../../shared/i18n/langs';

/** fontsource's Inter and Manrope files have no glyphs for these: the fallback font draws them. */
const NOT_IN_SOURCE_FONTS = '₂←→★';

/** The @font-face rules of site/styles/fonts.css, by the name of the file each one links. */
function fontFaces(): Map<string, { weight: string; unicodeRange: string }> {
  const css = readFileSync('site/styles/fonts.css', 'utf8');
  return new Map(
    [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
      const value = (pattern: RegExp) => pattern.exec(body!)?.[1] ?? '';
      return [
        value(/url\('[^']*\/([^'/]+)'\)/),
        // The formatter may wrap a long range over lines: compared without its spaces.
        { weight: value(/font-weight:\s*([^;]+);/), unicodeRange: value(/unicode-range:\s*([^;]+);/).replace(/\s+/g, '') },
      ];
    }),
  );
}

describe('the subset web fonts', () => {
  const faces = fontFaces();

  it('are declared in fonts.css with the weights each file keeps and exactly the code points it holds', () => {
    expect([...faces.keys()].sort()).toEqual(FONT_SUBSETS.map((subset) => subset.file).sort());
    for (const { file, wght, script } of FONT_SUBSETS) {
      expect(faces.get(file)?.weight, file).toBe(typeof wght === 'number' ? `${wght}` : `${wght.min} ${wght.max}`);
      expect(faces.get(file)?.unicodeRange, file).toBe(formatUnicodeRange(scriptCodePoints(allSiteCodePoints(), script)));
    }
  });

  it('cover every character of a page in each family with the files of its language, English with the Latin ones alone', () => {
    for (const lang of LANGS) {
      for (const family of new Set(FONT_SUBSETS.map((subset) => subset.family))) {
        const ranges = FONT_SUBSETS.filter((subset) => subset.family === family && PAGE_SCRIPTS[lang].includes(subset.script)).flatMap(
          (subset) => parseUnicodeRange(faces.get(subset.file)!.unicodeRange),
        );
        const missing = siteCodePoints(lang)
          .filter((codePoint) => !ranges.some(([first, last]) => codePoint >= first && codePoint <= last))
          .map((codePoint) => String.fromCodePoint(codePoint))
          .filter((char) => !NOT_IN_SOURCE_FONTS.includes(char));
        expect(missing, `characters of ${lang} pages outside the ${family} files`).toEqual([]);
      }
    }
  });

  it('are cut to a text set holding every character written in shared/, so no text module is left out', () => {
    const site = new Set(allSiteCodePoints());
    const sources = readdirSync('shared', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const written = new Set(sources.flatMap((file) => [...readFileSync(join('shared', file), 'utf8')]));
    expect([...written].filter((char) => char.codePointAt(0)! > 0x7e && !site.has(char.codePointAt(0)!))).toEqual([]);
  });
});
