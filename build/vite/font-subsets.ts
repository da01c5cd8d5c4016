/**
 * The web font files the site serves: each is cut from one fontsource variable file down to the
 * characters of the site's texts in that file's script (site/styles/fonts.css declares them).
 */
import type { Lang } from '../../shared/i18n/langs.ts';

/** Where the generated files go (gitignored); fonts.css links them relatively from here. */
export const GENERATED_FONTS_DIR = 'site/.generated/fonts';

type Range = readonly [first: number, last: number];

/** The code points fontsource's Latin and Cyrillic files hold (their own unicode-range). */
const SCRIPT_RANGES = {
  latin: parseUnicodeRange(
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  ),
  cyrillic: parseUnicodeRange('U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116'),
} satisfies Record<string, Range[]>;

export type Script = keyof typeof SCRIPT_RANGES;

/** The scripts a page in each language draws: English text is all Latin (the test checks it). */
export const PAGE_SCRIPTS: Record<Lang, readonly Script[]> = { en: ['latin'], ru: ['latin', 'cyrillic'] };

/** The most font bytes a first visit to a page may fetch: every file of its scripts. */
export const FONT_BUDGET_BYTES = 40 * 1024;

type Family = 'inter' | 'manrope';

export interface FontSubset {
  family: Family;
  /** File name in GENERATED_FONTS_DIR, as fonts.css names it and site/render/font-preloads.ts preloads it. */
  file: string;
  /** The fontsource file it is cut from, relative to the project root. */
  source: string;
  script: Script;
  /** The weight axis kept, as fonts.css declares it: a range stays variable, a number is pinned. */
  wght: number | { min: number; max: number };
}

function subset(family: Family, script: Script, wght: FontSubset['wght']): FontSubset {
  return {
    family,
    file: `${family}-${script}.woff2`,
    source: `node_modules/@fontsource-variable/${family}/files/${family}-${script}-wght-normal.woff2`,
    script,
    wght,
  };
}

/** Inter sets the body text at 400, 500, 600 and 700: it stays variable over that range. */
const INTER_WGHT = { min: 400, max: 700 };
/**
 * Manrope sets the headings at 700 (only the footer's column titles ask for 600, and get 700).
 * Pinned, its files are 40% smaller: a variable Manrope puts a Russian page over the budget.
 */
const MANROPE_WGHT = 700;

export const FONT_SUBSETS: readonly FontSubset[] = [
  subset('inter', 'latin', INTER_WGHT),
  subset('inter', 'cyrillic', INTER_WGHT),
  subset('manrope', 'latin', MANROPE_WGHT),
  subset('manrope', 'cyrillic', MANROPE_WGHT),
];

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
