import { LANGS, type Lang } from '../../shared/i18n/langs';
import { FONT_SUBSETS, PAGE_SCRIPTS } from '../../build/vite/font-subsets';

type Manifest = Record<string, { file: string; src?: string }>;

/**
 * Hashed URLs of the font files a page's first paint needs, per language, looked up by source
 * path in Vite's build manifest. Which files there are and which scripts a language draws come
 * from the table the font build writes them by (build/vite/font-subsets.ts).
 */
export function fontPreloads(manifest: Manifest): Record<Lang, string[]> {
  const urlOf = (name: string) => {
    const entry = Object.values(manifest).find((e) => e.src?.endsWith(`/${name}`));
    if (!entry) throw new Error(`Font ${name} is missing from the build manifest`);
    return `/${entry.file}`;
  };
  const filesOf = (lang: Lang) =>
    PAGE_SCRIPTS[lang].flatMap((script) => FONT_SUBSETS.filter((subset) => subset.script === script).map((subset) => urlOf(subset.file)));
  return Object.fromEntries(LANGS.map((lang) => [lang, filesOf(lang)])) as Record<Lang, string[]>;
}
