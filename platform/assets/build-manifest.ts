import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { FONT_SUBSETS, PAGE_SCRIPTS } from './font-files';

/** Vite's manifest of the client build: each source module's hashed file and its static imports. */
export type BuildManifest = Record<string, { file: string; name?: string; src?: string; imports?: string[]; isEntry?: boolean }>;

/** The manifest the client build writes into its output folder (`dist/client`). */
export function readBuildManifest(clientDir: string): BuildManifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
}

/** The site's entry in the manifest: its pages' template (the client build's root is site/). */
const SITE_ENTRY = 'index.html';

/**
 * The client build's second entry: the staff desk's passkey step, a module only the desk's
 * sign-in pages load (by its source path from the project's root, for Vite in development).
 */
export const PASSKEY_STEP_ENTRY = { name: 'passkey-step', source: 'desk/passkey-step/passkey-step.ts' } as const;

/** The hashed URL of a script entry of the build other than the site's, by its input name. */
export function entryScript(manifest: BuildManifest, name: string): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === name);
  if (!entry) throw new Error(`The build manifest has no entry ${name}`);
  return `/${entry.file}`;
}

/**
 * The site's one stylesheet. The client build does not split CSS by chunk (vite.config.ts), and
 * Vite then lists it under this name instead of among the entry's files.
 */
const SITE_STYLESHEET = 'style.css';

/** A module's chunk in the manifest, by its path from the client build's root. */
function chunkOf(manifest: BuildManifest, key: string): BuildManifest[string] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is missing from the build manifest`);
  return chunk;
}

/** The site's entry's script, the chunks it imports statically, and its stylesheets. */
export function entryFiles(manifest: BuildManifest): { scripts: string[]; stylesheets: string[] } {
  const entry = SITE_ENTRY;
  if (!manifest[entry]?.isEntry) throw new Error(`The build manifest has no entry ${entry}`);
  const stylesheet = manifest[SITE_STYLESHEET];
  if (!stylesheet) throw new Error(`The build manifest has no ${SITE_STYLESHEET}`);
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunkOf(manifest, key);
    if (scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  return { scripts: [...scripts], stylesheets: [`/${stylesheet.file}`] };
}

/**
 * Modules the entry imports at a visitor's first touch of any page, by path from the client
 * build's root: the one that puts the rest of the stylesheet into a kept page (decision 0049)
 * and the tooltips' behaviour (decision 0013). The service worker keeps them with the entry, for
 * pages touched offline; islands and form senders are kept as they are visited.
 */
const FIRST_TOUCH_MODULES = ['merge-rules.ts', 'tooltips/tooltip-controller.ts'] as const;

/** The hashed URLs of the modules a page imports at its first touch. */
export function firstTouchScripts(manifest: BuildManifest): string[] {
  return FIRST_TOUCH_MODULES.map((key) => `/${chunkOf(manifest, key).file}`);
}

/**
 * Hashed URLs of the font files a page's first paint needs, per language, looked up by source
 * path. Which files there are and which scripts a language draws come from the table the font
 * build writes them by (font-files.ts).
 */
export function fontPreloads(manifest: BuildManifest): Record<Lang, string[]> {
  const urlOf = (name: string) => {
    const entry = Object.values(manifest).find((e) => e.src?.endsWith(`/${name}`));
    if (!entry) throw new Error(`Font ${name} is missing from the build manifest`);
    return `/${entry.file}`;
  };
  const filesOf = (lang: Lang) =>
    PAGE_SCRIPTS[lang].flatMap((script) => FONT_SUBSETS.filter((subset) => subset.script === script).map((subset) => urlOf(subset.file)));
  return Object.fromEntries(LANGS.map((lang) => [lang, filesOf(lang)])) as Record<Lang, string[]>;
}
