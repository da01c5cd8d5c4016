/**
 * The web font files the site serves, each cut from one fontsource variable file down to the
 * characters of the site's texts in that file's script: the font build writes them
 * (build/vite/subset-fonts.ts), site/styles/fonts.css declares them, and pages preload those
 * of their language (fontPreloads in build-manifest.ts).
 */
import type { Lang } from '../../shared/i18n/langs.ts';

/** The writing systems the files are cut by: each file holds one. */
export type Script = 'latin' | 'cyrillic';

/** The scripts a page in each language draws: English text is all Latin (the test checks it). */
export const PAGE_SCRIPTS: Record<Lang, readonly Script[]> = { en: ['latin'], ru: ['latin', 'cyrillic'] };

type Family = 'inter' | 'manrope';

export interface FontSubset {
  family: Family;
  /** File name as the font build writes it, fonts.css names it and fontPreloads looks it up. */
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
