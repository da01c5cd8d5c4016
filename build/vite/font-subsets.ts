/**
 * How the font build cuts the site's font files (platform/assets/font-files.ts): which code
 * points each script's files hold, the options of the cut, and the byte budget they keep to.
 */
import type { FontSubset, Script } from '../../platform/assets/font-files.ts';

/** Where the generated files go (gitignored); fonts.css links them relatively from here. */
export const GENERATED_FONTS_DIR = 'site/.generated/fonts';

type Range = readonly [first: number, last: number];

/** The code points fontsource's Latin and Cyrillic files hold (their own unicode-range). */
const SCRIPT_RANGES: Record<Script, Range[]> = {
  latin: parseUnicodeRange(
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  ),
  cyrillic: parseUnicodeRange('U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116'),
};

/** The most font bytes a first visit to a page may fetch: every file of its scripts. */
export const FONT_BUDGET_BYTES = 40 * 1024;

/**
 * subset-font's options: WOFF2, the weight axis cut to what the CSS uses (the full 100 to 900
 * axis would add 20 KB to a Russian page), and only the layout features browsers turn on by
 * default that matter for text without combining marks: kerning, ligatures, contextual
 * alternates. The CSS never asks for the others (stylistic sets, fractions, tabular figures),
 * and they would add 6 KB.
 */
export function subsetOptions(subset: FontSubset) {
  return { targetFormat: 'woff2', variationAxes: { wght: subset.wght }, keepFeatures: ['kern', 'liga', 'calt'] } as const;
}

const inRanges = (codePoint: number, ranges: readonly Range[]) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/** Of the site's code points (build/vite/site-characters.ts), those in one script: what its files hold. */
export function scriptCodePoints(siteCodePoints: readonly number[], script: Script): number[] {
  return siteCodePoints.filter((codePoint) => inRanges(codePoint, SCRIPT_RANGES[script]));
}

/** The site's characters that no fontsource file holds: the fallback font draws them. */
export function uncoveredCharacters(siteCodePoints: readonly number[]): string {
  const scripts = Object.values(SCRIPT_RANGES);
  return String.fromCodePoint(...siteCodePoints.filter((codePoint) => !scripts.some((ranges) => inRanges(codePoint, ranges))));
}

/** "U+0020-007E,U+00A0": sorted code points as a CSS unicode-range, runs collapsed. */
export function formatUnicodeRange(codePoints: readonly number[]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  const runs: [number, number][] = [];
  for (const codePoint of codePoints) {
    const last = runs.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  return runs.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
}

/** The [first, last] pairs of a CSS unicode-range ("U+0400-045F,U+2116"); wildcards are not used here. */
export function parseUnicodeRange(text: string): Range[] {
  return text.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(first, 16), parseInt(last, 16)] as const;
  });
}
