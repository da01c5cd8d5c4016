/**
 * The content files as an author meets them: a new article is its two files, and a file that is
 * wrong stops the build with one line naming it (build/content/read-content.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateContent, GENERATED_CONTENT_DIR } from '../../../build/content/generate-content';
import { readContent } from '../../../build/content/read-content';

const EN = `---
id: 9
date: 2026-01-15
title: A New Article
category: Development
author: Lukas Brenner
excerpt: What a new article needs.
imageAlt: A desk
---

## A heading

Some *text*.
`;

const RU = `---
title: Новая статья
category: Разработка
author: Лукас Бреннер
excerpt: Что нужно новой статье.
imageAlt: Стол
---

## Заголовок

Немного *текста*.
`;

let root: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** The first line of what stops the build, or null when nothing does. */
function problem(): string | null {
  try {
    readContent(root);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-'));
  write('shared/content/blog/en/new-article.md', EN);
  write('shared/content/blog/ru/new-article.md', RU);
  write('shared/content/blog/en/older-article.md', EN.replace('id: 9', 'id: 3').replace('2026-01-15', '2025-06-01'));
  write('shared/content/blog/ru/older-article.md', RU);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('content files', () => {
  it('take the slug from the file name, the facts from the English frontmatter and the article from the body, newest first', () => {
    const blog = readContent(root).blog;
    expect(blog.map((item) => item.slug)).toEqual(['new-article', 'older-article']);
    expect(blog[0]!.files.en.data).toMatchObject({ id: 9, date: '2026-01-15', title: 'A New Article' });
    expect(blog[0]!.files.ru.body).toBe('## Заголовок\n\nНемного *текста*.\n');
  });

  it('put an update note, dated, above the article in each language', () => {
    write(
      'shared/content/blog/en/new-article.md',
      EN.replace('title:', 'updated: 2026-03-02\nupdateNote: See [the new API](https://example.com/api).\ntitle:'),
    );
    write(
      'shared/content/blog/ru/new-article.md',
      RU.replace('imageAlt:', 'updateNote: Смотрите [новый API](https://example.com/api).\nimageAlt:'),
    );
    generateContent(root);
    const articles = readFileSync(join(root, GENERATED_CONTENT_DIR, 'articles.ts'), 'utf8');
    expect(articles).toContain(
      '<p class=\\"article-update\\"><strong>Updated <time datetime=\\"2026-03-02\\">March 2, 2026</time>:</strong> See <a href=\\"https://example.com/api\\">the new API</a>.</p>\\n<h2>A heading</h2>',
    );
    // No colon after the date in Russian: it ends with «г.», which closes the label.
    expect(articles).toMatch(/<strong>Обновлено <time datetime=\\"2026-03-02\\">2 марта 2026\sг\.<\/time><\/strong> Смотрите/);
  });

  it.each([
    [
      'a Russian file is missing',
      () => unlinkSync(join(root, 'shared/content/blog/ru/new-article.md')),
      'shared/content/blog/en/new-article.md: its twin shared/content/blog/ru/new-article.md is missing',
    ],
    [
      'an English file is missing',
      () => unlinkSync(join(root, 'shared/content/blog/en/new-article.md')),
      'shared/content/blog/ru/new-article.md: its twin shared/content/blog/en/new-article.md is missing',
    ],
    [
      'a date is not one',
      () => write('shared/content/blog/en/new-article.md', EN.replace('2026-01-15', '2026-02-30')),
      'shared/content/blog/en/new-article.md: date: Invalid ISO date',
    ],
    [
      'a field is missing',
      () => write('shared/content/blog/ru/new-article.md', RU.replace('author: Лукас Бреннер\n', '')),
      'shared/content/blog/ru/new-article.md: author: Invalid input: expected string, received undefined',
    ],
    [
      'a field is misspelt',
      () => write('shared/content/blog/ru/new-article.md', RU.replace('author:', 'autor:')),
      'shared/content/blog/ru/new-article.md: author: Invalid input: expected string, received undefined; frontmatter: Unrecognized key: "autor"',
    ],
    [
      'an article has no body',
      () => write('shared/content/blog/ru/new-article.md', RU.slice(0, RU.indexOf('## '))),
      'shared/content/blog/ru/new-article.md: has no article after its frontmatter',
    ],
    [
      'two articles share an id',
      () => write('shared/content/blog/en/new-article.md', EN.replace('id: 9', 'id: 3')),
      "shared/content/blog/en/older-article.md: id 3 is also shared/content/blog/en/new-article.md's",
    ],
    [
      'an article gives an order: its date places it',
      () => write('shared/content/blog/en/new-article.md', EN.replace('id: 9', 'id: 9\norder: 1')),
      'shared/content/blog/en/new-article.md: frontmatter: Unrecognized key: "order"',
    ],
    [
      'an article is dated as updated without a note in every language',
      () => write('shared/content/blog/en/new-article.md', EN.replace('title:', 'updated: 2026-03-02\nupdateNote: Changed.\ntitle:')),
      'shared/content/blog/ru/new-article.md: updateNote: missing, though shared/content/blog/en/new-article.md gives the date it was updated',
    ],
    [
      'an update note has no date',
      () => write('shared/content/blog/ru/new-article.md', RU.replace('imageAlt:', 'updateNote: Изменилось.\nimageAlt:')),
      'shared/content/blog/en/new-article.md: updated: missing, though shared/content/blog/ru/new-article.md has an updateNote',
    ],
    [
      'a name is no slug',
      () => (write('shared/content/blog/en/New_Article.md', EN), write('shared/content/blog/ru/New_Article.md', RU)),
      'shared/content/blog/en/New_Article.md: its name is not a slug (lower-case letters, digits and single hyphens)',
    ],
  ])('stop the build with one line naming the file when %s', (_, change, message) => {
    change();
    expect(problem()).toBe(message);
  });

  it('become modules that are rewritten only when their text changes', () => {
    expect(generateContent(root)).toContain('articles.ts');
    const articles = join(root, GENERATED_CONTENT_DIR, 'articles.ts');
    expect(readFileSync(articles, 'utf8')).toContain('<p>Немного <em>текста</em>.</p>');
    const written = statSync(articles).mtimeMs;
    expect(generateContent(root)).toEqual([]);
    expect(statSync(articles).mtimeMs).toBe(written);
  });

  it('give an article without its picture the stock one until the picture is made', () => {
    generateContent(root);
    const posts = () => readFileSync(join(root, GENERATED_CONTENT_DIR, 'blog-posts.ts'), 'utf8');
    expect(posts()).toContain('"hasPicture": false');
    for (const width of [480, 800, 1200, 1600]) write(`site/public/images/blog/new-article-${width}.webp`, '');
    expect(generateContent(root)).toEqual(['blog-posts.ts']);
    expect(posts()).toMatch(/"slug": "new-article",\s+"date": "2026-01-15",[^}]*"hasPicture": true/);
  });
});
