/**
 * Reads the content files (shared/content/<kind>/<lang>/<slug>.md) and checks them against
 * shared/content/content-schemas.ts: every item in every language, with its English file's
 * facts, in its list's order (articles newest first). The first problem stops the build with one line naming the file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { CONTENT_KINDS, frontmatterSchema, type ContentKind } from '../../shared/content/content-schemas';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { splitFrontmatter } from './frontmatter';

export const CONTENT_DIR = 'shared/content';

/** A file name without `.md` is the item's slug. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ContentFile {
  /** Relative to the project root, as error messages name it. */
  path: string;
  /** The frontmatter, as its schema checked it. */
  data: Record<string, unknown>;
  /** The Markdown after the frontmatter (articles only; empty for the other kinds). */
  body: string;
}

export interface ContentItem {
  slug: string;
  files: Record<Lang, ContentFile>;
}

/** Each kind's items in display order. */
export type Content = Record<ContentKind, ContentItem[]>;

/** A content file that is wrong; the message is one line that starts with the file's path. */
export class ContentError extends Error {
  override name = 'ContentError';
}

function fail(path: string, problem: string): never {
  throw new ContentError(`${path}: ${problem}`);
}

export const contentPath = (kind: ContentKind, lang: Lang, slug: string) => `${CONTENT_DIR}/${kind}/${lang}/${slug}.md`;

/** The slugs of a kind's files in one language, from their names. */
function slugsIn(root: string, kind: ContentKind, lang: Lang): string[] {
  const dir = join(root, CONTENT_DIR, kind, lang);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort();
}

/** Every content file of every kind and language, relative to the root. */
export function contentFiles(root: string): string[] {
  return (Object.keys(CONTENT_KINDS) as ContentKind[]).flatMap((kind) =>
    LANGS.flatMap((lang) => slugsIn(root, kind, lang).map((slug) => contentPath(kind, lang, slug))),
  );
}

function readFile(root: string, kind: ContentKind, lang: Lang, slug: string): ContentFile {
  const path = contentPath(kind, lang, slug);
  if (!SLUG.test(slug)) fail(path, 'its name is not a slug (lower-case letters, digits and single hyphens)');
  const parts = splitFrontmatter(readFileSync(join(root, path), 'utf8'));
  if (!parts) fail(path, 'does not open with a frontmatter block between two "---" lines');
  const yaml = parseDocument(parts.yaml, { prettyErrors: false });
  if (yaml.errors.length > 0) fail(path, `frontmatter: ${yaml.errors[0]!.message}`);
  const checked = frontmatterSchema(kind, lang).safeParse(yaml.toJS() ?? {});
  if (!checked.success) {
    fail(path, checked.error.issues.map((issue) => `${issue.path.join('.') || 'frontmatter'}: ${issue.message}`).join('; '));
  }
  const hasBody = /\S/.test(parts.body);
  if (CONTENT_KINDS[kind].body && !hasBody) fail(path, 'has no article after its frontmatter');
  if (!CONTENT_KINDS[kind].body && hasBody) fail(path, `has text after its frontmatter: ${kind} keep every text in it`);
  return { path, data: checked.data, body: parts.body };
}

/** The same number twice in a kind (an id or an order) would make two items one. */
function checkUnique(items: ContentItem[], field: 'id' | 'order'): void {
  const seen = new Map<unknown, string>();
  for (const { files } of items) {
    const value = files.en.data[field];
    const other = seen.get(value);
    if (other) fail(files.en.path, `${field} ${String(value)} is also ${other}'s`);
    seen.set(value, files.en.path);
  }
}

function readKind(root: string, kind: ContentKind): ContentItem[] {
  const slugs = Object.fromEntries(LANGS.map((lang) => [lang, slugsIn(root, kind, lang)])) as Record<Lang, string[]>;
  const all = [...new Set(LANGS.flatMap((lang) => slugs[lang]))].sort();
  for (const slug of all) {
    const missing = LANGS.find((lang) => !slugs[lang].includes(slug));
    const present = LANGS.find((lang) => slugs[lang].includes(slug))!;
    if (missing) fail(contentPath(kind, present, slug), `its twin ${contentPath(kind, missing, slug)} is missing`);
  }
  const items = all.map((slug) => ({
    slug,
    files: Object.fromEntries(LANGS.map((lang) => [lang, readFile(root, kind, lang, slug)])) as Record<Lang, ContentFile>,
  }));
  checkUnique(items, 'id');
  if (kind === 'blog') checkUpdateNotes(items);
  if (CONTENT_KINDS[kind].newestFirst) {
    const date = (item: ContentItem) => item.files.en.data.date as string;
    return items.sort((a, b) => date(b).localeCompare(date(a)));
  }
  checkUnique(items, 'order');
  return items.sort((a, b) => (a.files.en.data.order as number) - (b.files.en.data.order as number));
}

/** An article's update note and its date come together: a date without a note in every language, or a note without a date, is a mistake. */
function checkUpdateNotes(items: ContentItem[]): void {
  for (const { files } of items) {
    const dated = files.en.data.updated !== undefined;
    for (const lang of LANGS) {
      const noted = files[lang].data.updateNote !== undefined;
      if (dated && !noted) fail(files[lang].path, `updateNote: missing, though ${files.en.path} gives the date it was updated`);
      if (noted && !dated) fail(files.en.path, `updated: missing, though ${files[lang].path} has an updateNote`);
    }
  }
}

/** Every item of every kind, checked; throws a ContentError at the first file that is wrong. */
export function readContent(root: string): Content {
  return Object.fromEntries((Object.keys(CONTENT_KINDS) as ContentKind[]).map((kind) => [kind, readKind(root, kind)])) as Content;
}
