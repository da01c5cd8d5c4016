/**
 * Turns the content files into TypeScript modules in shared/content/.generated/ (not committed),
 * which every runtime imports as plain modules: the browser bundle, the server's bundle, the
 * server under tsx, the tests and the scripts. Browsers get the small facts modules only (the
 * lists, slugs and dates); each language's texts, with the articles already rendered to HTML,
 * are the server's. The slugs are the files' names, so no list of them is kept by hand.
 *
 * Runs before `npm run typecheck`, `npm run dev` and `npm run media` (package.json), at the
 * start of every build and dev server (build/vite/content-modules.ts) and of the unit tests
 * (vitest.config.ts). A module is rewritten only when its text changes, so an unchanged run
 * touches nothing. A content file that is wrong stops it with one line naming the file
 * (read-content.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONTENT_KINDS, type ContentKind } from '../../shared/content/content-schemas';
import { blogImage, imageSrc } from '../../shared/content/media';
import { PAGE_COPY as EN_COPY } from '../../shared/content/pages/en';
import { PAGE_COPY as RU_COPY } from '../../shared/content/pages/ru';
import { fillPlaceholders } from '../../shared/i18n/dictionary';
import { formatDate } from '../../shared/i18n/format';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { ContentError, readContent, type Content, type ContentItem } from './read-content';
import { renderInlineMarkdown, renderMarkdown } from './render-markdown';

export const GENERATED_CONTENT_DIR = 'shared/content/.generated';

const ROOT = join(import.meta.dirname, '..', '..');

const HEADER = '// Written by build/content/generate-content.ts from shared/content/<kind>/<lang>/*.md: edit those, not this.\n';

/** Each kind's list: its module, its name and type (shared/content/types.ts), and the name of its slugs in slugs.ts. */
const LISTS: Record<ContentKind, { module: string; name: string; type: string; slugs: string }> = {
  projects: { module: 'projects.ts', name: 'PROJECTS', type: 'Project', slugs: 'PROJECT_SLUGS' },
  services: { module: 'services.ts', name: 'SERVICES', type: 'Service', slugs: 'SERVICE_SLUGS' },
  blog: { module: 'blog-posts.ts', name: 'BLOG_POSTS', type: 'BlogPost', slugs: 'BLOG_SLUGS' },
  jobs: { module: 'jobs.ts', name: 'JOBS', type: 'Job', slugs: 'JOB_SLUGS' },
};

const KINDS = Object.keys(CONTENT_KINDS) as ContentKind[];

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The fields of `data` that `part` (a schema of content-schemas.ts) names, in its order. */
function fieldsOf(data: Record<string, unknown>, part: { shape: object }): Record<string, unknown> {
  return Object.fromEntries(Object.keys(part.shape).map((key) => [key, data[key]]));
}

/** True when `npm run media` has written every width of the post's picture. */
function hasPicture(root: string, slug: string): boolean {
  const image = blogImage(slug);
  return image.widths.every((width) => existsSync(join(root, 'site/public', imageSrc(image, width))));
}

/** An item's entry in its kind's list: the id, the slug, then the other facts. */
function factsOf(root: string, kind: ContentKind, item: ContentItem): Record<string, unknown> {
  const { id, ...facts } = fieldsOf(item.files.en.data, CONTENT_KINDS[kind].facts);
  return { id, slug: item.slug, ...facts, ...(kind === 'blog' && { hasPicture: hasPicture(root, item.slug) }) };
}

/** One language's texts: what cards show (`content`) and what only an item's own page reads (`details`). */
function textsModule(content: Content, lang: Lang): string {
  const texts = (kind: ContentKind, part: { shape: object }) =>
    Object.fromEntries(content[kind].map((item) => [item.slug, fieldsOf(item.files[lang].data, part)]));
  const cards = Object.fromEntries(KINDS.map((kind) => [kind, texts(kind, CONTENT_KINDS[kind].card)]));
  const details = { projects: texts('projects', CONTENT_KINDS.projects.detail), jobs: texts('jobs', CONTENT_KINDS.jobs.detail) };
  return (
    `${HEADER}import type { LangContent, LangDetails } from '../lang-content';\n\n` +
    `export const content: LangContent = ${json(cards)};\n\nexport const details: LangDetails = ${json(details)};\n`
  );
}

const UPDATED_LABEL: Record<Lang, string> = { en: EN_COPY.blog.updated, ru: RU_COPY.blog.updated };

/** An article's dated update note, above its text, so the page, the feed and the tests read one HTML. */
function updateNote(item: ContentItem, lang: Lang): string {
  const updated = item.files.en.data.updated as string | undefined;
  const note = item.files[lang].data.updateNote as string | undefined;
  if (!updated || !note) return '';
  const label = fillPlaceholders(UPDATED_LABEL[lang], { date: `<time datetime="${updated}">${formatDate(updated, lang)}</time>` });
  return `<p class="article-update"><strong>${label}</strong> ${renderInlineMarkdown(note)}</p>\n`;
}

/** Every article as HTML, rendered here once so that no Markdown parser runs on the server or reaches the browser. */
function articlesModule(content: Content): string {
  const html = (lang: Lang) =>
    Object.fromEntries(content.blog.map((item) => [item.slug, updateNote(item, lang) + renderMarkdown(item.files[lang].body)]));
  return (
    `${HEADER}import type { Lang } from '../../i18n/langs';\nimport type { BlogSlug } from '../types';\n\n` +
    `export const ARTICLES: Record<Lang, Record<BlogSlug, string>> = ${json(Object.fromEntries(LANGS.map((lang) => [lang, html(lang)])))};\n`
  );
}

/** The generated modules by file name. */
function contentModules(root: string, content: Content): Record<string, string> {
  const slugs = KINDS.map((kind) => `export const ${LISTS[kind].slugs} = ${json(content[kind].map((item) => item.slug))} as const;\n`);
  const lists = KINDS.map((kind) => {
    const { module, name, type } = LISTS[kind];
    const facts = content[kind].map((item) => factsOf(root, kind, item));
    return [module, `${HEADER}import type { ${type} } from '../types';\n\nexport const ${name}: readonly ${type}[] = ${json(facts)};\n`];
  });
  return {
    'slugs.ts': `${HEADER}${slugs.join('')}`,
    ...Object.fromEntries(lists),
    ...Object.fromEntries(LANGS.map((lang) => [`texts-${lang}.ts`, textsModule(content, lang)])),
    'articles.ts': articlesModule(content),
  };
}

/** Reads and checks the content and writes the modules that changed; returns their names. */
export function generateContent(root: string): string[] {
  const modules = contentModules(root, readContent(root));
  const dir = join(root, GENERATED_CONTENT_DIR);
  mkdirSync(dir, { recursive: true });
  const changed = Object.entries(modules).filter(([name, text]) => {
    const file = join(dir, name);
    return !existsSync(file) || readFileSync(file, 'utf8') !== text;
  });
  for (const [name, text] of changed) writeFileSync(join(dir, name), text);
  return changed.map(([name]) => name);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  try {
    const written = generateContent(ROOT);
    if (written.length > 0) console.log(`${GENERATED_CONTENT_DIR}: wrote ${written.join(', ')}`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
