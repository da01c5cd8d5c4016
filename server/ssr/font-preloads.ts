import type { Lang } from '../../shared/i18n/langs';

/** The font files (see client/styles/fonts.css) that a page's first paint needs, per language. */
const FIRST_PAINT_FONTS: Record<Lang, string[]> = {
  en: ['inter-latin-wght-normal', 'manrope-latin-wght-normal'],
  ru: ['inter-latin-wght-normal', 'manrope-latin-wght-normal', 'inter-cyrillic-wght-normal', 'manrope-cyrillic-wght-normal'],
};

type Manifest = Record<string, { file: string; src?: string }>;

/** Hashed URLs of those files, looked up in Vite's build manifest. */
export function fontPreloads(manifest: Manifest): Record<Lang, string[]> {
  const urlOf = (name: string) => {
    const entry = Object.values(manifest).find((e) => e.src?.endsWith(`/${name}.woff2`));
    if (!entry) throw new Error(`Font ${name} is missing from the build manifest`);
    return `/${entry.file}`;
  };
  return { en: FIRST_PAINT_FONTS.en.map(urlOf), ru: FIRST_PAINT_FONTS.ru.map(urlOf) };
}
