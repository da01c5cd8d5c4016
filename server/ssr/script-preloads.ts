import { LANGS, type Lang } from '../../shared/i18n/langs';
import { PAGE_IDS, type PageId } from '../../shared/routes';
import { PAGE_MODULES } from '../../client/pages/page-modules';

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** Script chunks a page loads before hydrating, beyond the entry that index.html already names. */
export type ScriptPreloads = (lang: Lang, page: PageId | null) => string[];

/**
 * The dictionary of the page's language and the page's own module, with their imports, so
 * the browser fetches them in parallel with the entry instead of after it.
 */
export function scriptPreloads(manifest: Manifest): ScriptPreloads {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const preloaded = new Set<string>([...(entry?.imports ?? []), ...Object.keys(manifest).filter((key) => manifest[key]?.isEntry)]);
  const filesOf = (key: string): string[] => {
    const files: string[] = [];
    const visit = (k: string) => {
      if (preloaded.has(k) || files.includes(`/${manifest[k]?.file}`)) return;
      const chunk = manifest[k];
      if (!chunk) throw new Error(`${k} is missing from the build manifest`);
      files.push(`/${chunk.file}`);
      chunk.imports?.forEach(visit);
    };
    visit(key);
    return files;
  };
  const table = new Map<string, string[]>();
  for (const lang of LANGS) {
    const dictionary = filesOf(`../shared/i18n/${lang}.ts`);
    table.set(`${lang}:`, dictionary);
    for (const page of PAGE_IDS) {
      table.set(`${lang}:${page}`, [...new Set([...dictionary, ...filesOf(`pages/${PAGE_MODULES[page]}.tsx`)])]);
    }
  }
  return (lang, page) => table.get(`${lang}:${page ?? ''}`) ?? [];
}
