import type { Lang } from '../../shared/i18n/langs';

/**
 * The font files (client/styles/fonts.css, written by scripts/vite/subset-fonts.ts) that a
 * page's first paint needs, per language: English pages draw only Latin characters.
 */
const FIRST_PAINT_FONTS: Record<Lang, string[]> = {
  en: ['inter-latin.woff2', 'manrope-latin.woff2'],
  ru: ['inter-latin.woff2', 'manrope-latin.woff2', 'inter-cyrillic.woff2', 'manrope-cyrillic.woff2'],
};

type Manifest = Record<string, { file: string; src?: string }>;

/** Hashed URLs of those files, looked up by source path in Vite's build manifest. */
export function fontPreloads(manifest: Manifest): Record<Lang, string[]> {
  const urlOf = (name: string) => {
    const entry = Object.values(manifest).find((e) => e.src?.endsWith(`/${name}`));
    if (!entry) throw new Error(`Font ${name} is missing from the build manifest`);
    return `/${entry.file}`;
  };
  return { en: FIRST_PAINT_FONTS.en.map(urlOf), ru: FIRST_PAINT_FONTS.ru.map(urlOf) };
}
