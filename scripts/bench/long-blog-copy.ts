/**
 * A temporary copy of the project with a long blog, for `npm run bench -- --articles N`: the
 * files git knows of (tracked or not ignored) as they are in the working tree, node_modules linked, and N articles per
 * language written from the existing ones. It lives under the system's temporary directory,
 * never in the repository, and is removed by whoever made it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse, stringify } from 'yaml';
import { YAML_STYLE, joinFrontmatter, splitFrontmatter } from '../../build/content/frontmatter';
import { contentPath } from '../../build/content/read-content';
import { LANGS, type Lang } from '../../shared/i18n/langs';

const ROOT = join(import.meta.dirname, '..', '..');

/** Days between two generated articles: 500 of them go back about four years. */
const DAYS_APART = 3;

/** Each language's sectors, one per source article, so that the parts of a series differ in their excerpts. */
const SECTORS: Record<Lang, readonly string[]> = {
  en: ['fintech', 'healthcare', 'retail', 'education', 'logistics', 'media', 'public services'],
  ru: ['финтеха', 'здравоохранения', 'розничной торговли', 'образования', 'логистики', 'медиа', 'госсектора'],
};

const partTitle: Record<Lang, (title: string, part: number) => string> = {
  en: (title, part) => `${title}, Part ${part}`,
  ru: (title, part) => `${title}. Часть\u00a0${part}`,
};

const partExcerpt: Record<Lang, (excerpt: string, part: number, sector: string) => string> = {
  en: (excerpt, part, sector) => `Part ${part}, with examples from ${sector}. ${excerpt}`,
  ru: (excerpt, part, sector) => `Часть\u00a0${part}, на\u00a0примерах из\u00a0${sector}. ${excerpt}`,
};

interface Article {
  slug: string;
  data: Record<Lang, Record<string, unknown>>;
  body: Record<Lang, string>;
}

function readArticles(root: string): Article[] {
  const slugs = readdirSync(join(root, 'shared/content/blog/en'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length));
  const articles = slugs.map((slug) => {
    const parts = Object.fromEntries(
      LANGS.map((lang) => [lang, splitFrontmatter(readFileSync(join(root, contentPath('blog', lang, slug)), 'utf8'))!]),
    ) as Record<Lang, { yaml: string; body: string }>;
    return {
      slug,
      data: Object.fromEntries(LANGS.map((lang) => [lang, parse(parts[lang].yaml) as Record<string, unknown>])) as Article['data'],
      body: Object.fromEntries(LANGS.map((lang) => [lang, parts[lang].body])) as Article['body'],
    };
  });
  return articles.sort((a, b) => String(b.data.en.date).localeCompare(String(a.data.en.date)));
}

function writeArticle(root: string, article: Article): void {
  for (const lang of LANGS) {
    const yaml = stringify(article.data[lang], YAML_STYLE);
    writeFileSync(join(root, contentPath('blog', lang, article.slug)), joinFrontmatter({ yaml, body: article.body[lang] }));
  }
}

const dayBefore = (date: string, days: number) => new Date(Date.parse(date) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Makes `count` articles per language: the existing ones, newest first (only the newest `count`
 * when there are more), then numbered parts of each in turn, each dated a few days before the
 * last, with the same text. The new ones have no pictures of their own, so they show the stock one.
 */
function writeLongBlog(root: string, count: number): void {
  const existing = readArticles(root);
  for (const article of existing.slice(count)) for (const lang of LANGS) rmSync(join(root, contentPath('blog', lang, article.slug)));
  let id = Math.max(...existing.map((article) => Number(article.data.en.id)));
  let date = String(existing.at(-1)!.data.en.date);
  for (let index = existing.length; index < count; index += 1) {
    const source = existing[index % existing.length]!;
    const part = Math.floor(index / existing.length) + 1;
    const sector = (lang: Lang) => SECTORS[lang][(index % existing.length) % SECTORS[lang].length]!;
    date = dayBefore(date, DAYS_APART);
    id += 1;
    const data = (lang: Lang) => {
      // Update notes stay with the article they were written for.
      const { updated: _updated, updateNote: _note, ...rest } = source.data[lang];
      return {
        ...rest,
        ...(lang === 'en' && { id, date }),
        title: partTitle[lang](String(rest.title), part),
        excerpt: partExcerpt[lang](String(rest.excerpt), part, sector(lang)),
      };
    };
    writeArticle(root, {
      slug: `${source.slug}-part-${part}`,
      data: { en: data('en'), ru: data('ru') },
      body: source.body,
    });
  }
}

/** The copy's root, with `count` articles per language; the caller removes it (rmSync, recursive). */
export function makeLongBlogCopy(count: number): string {
  const root = mkdtempSync(join(tmpdir(), 'long-blog-'));
  try {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      // node_modules is linked, not copied (git lists it when it is a link itself).
      .filter((file) => file && file !== 'node_modules');
    for (const file of files) {
      if (!existsSync(join(ROOT, file))) continue;
      mkdirSync(dirname(join(root, file)), { recursive: true });
      cpSync(join(ROOT, file), join(root, file));
    }
    symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
    writeLongBlog(root, count);
    return root;
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
