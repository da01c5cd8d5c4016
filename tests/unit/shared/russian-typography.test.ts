/**
 * Every Russian text is typographed (scripts/russian-typography.ts): `npm run typograf` fixes
 * what this test finds. The modules are imported, so what is checked is the texts' values, the
 * legal pages' `${…}` filled in; the content files are read as the build reads them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContent } from '../../../build/content/read-content';
import { typographRussian } from '../../../scripts/russian-typography';
import { dictionaryFiles, kindTextsFiles, RUSSIAN_PART, typographSource } from '../../../scripts/typograph-russian-texts';
import * as privacy from '../../../shared/content/legal/privacy-ru';
import * as terms from '../../../shared/content/legal/terms-ru';
import * as pages from '../../../shared/content/pages/ru';

const ROOT = join(import.meta.dirname, '..', '..', '..');

const MODULES: Record<string, unknown> = {
  ...Object.fromEntries(await Promise.all(dictionaryFiles('ru').map(async (file) => [file, await import(join(ROOT, file))]))),
  // Of a kind's texts, only their Russian part: the English beside it is not typographed.
  ...Object.fromEntries(
    await Promise.all(
      kindTextsFiles().map(async (file) => [
        file,
        (Object.values(await import(join(ROOT, file)))[0] as Record<string, unknown>)[RUSSIAN_PART],
      ]),
    ),
  ),
  'shared/content/pages/ru.ts': pages,
  'shared/content/legal/privacy-ru.ts': privacy,
  'shared/content/legal/terms-ru.ts': terms,
};

/** Each Russian content file's frontmatter and, for an article, its Markdown as `body`. */
const CONTENT_FILES = Object.values(readContent(ROOT)).flatMap((items) =>
  items.map(({ files }): [string, unknown] => [files.ru.path, files.ru.body ? { ...files.ru.data, body: files.ru.body } : files.ru.data]),
);

/** Every string in a value with where it is: "shared/content/jobs/ru/ios-developer.md benefits.3". */
function texts(value: unknown, path: string): [path: string, text: string][] {
  if (typeof value === 'string') return [[path, value]];
  if (!value || typeof value !== 'object') return [];
  const separator = /\.(ts|md)$/.test(path) ? ' ' : '.';
  return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}${separator}${key}`));
}

const show = (text: string) =>
  text
    .replace(/\u00A0/g, '⍽')
    .replace(/\u202F/g, '‸')
    .replace(/\n/g, '↵');

/** Where a match is, with a few words around it (no-break spaces shown as ⍽). */
function around(text: string, index: number, length = 1): string {
  return `«${show(text.slice(Math.max(0, index - 24), index + length + 24))}»`;
}

const CHECKS: { problem: string; pattern: RegExp }[] = [
  { problem: 'a plain space before an em dash (wants a no-break one)', pattern: / —/g },
  { problem: 'a plain space after a one-letter word (wants a no-break one)', pattern: /(?<![\p{L}\p{N}\p{M}\-\u2011.])[а-яё] /giu },
  { problem: 'a percent sign not after a no-break space («42 %»)', pattern: /\d[ \u202F\u2009]?[%‰]/g },
  { problem: 'a currency sign before its number (Russian writes «4200 $»)', pattern: /[$€£¥₽][ \u00A0]?\d/g },
];

/** What is wrong with a text's typography; empty when nothing is. */
function problems(text: string): string[] {
  const found = CHECKS.flatMap(({ problem, pattern }) =>
    [...text.matchAll(pattern)].map((match) => `${problem}: ${around(text, match.index, match[0].length)}`),
  );
  const typographed = typographRussian(text);
  if (typographed !== text) {
    let at = 0;
    while (text[at] === typographed[at]) at++;
    found.push(`not typographed (npm run typograf): ${around(text, at)} -> ${around(typographed, at)}`);
  }
  return found;
}

describe('Russian typography', () => {
  it('finds the problems in a text written without it', () => {
    const broken = problems('Мы работаем с 2014 года — в Шайенне: рост на 42%, заказ на $4200.');
    expect(broken).toEqual([
      expect.stringMatching(/^a plain space before an em dash/),
      expect.stringMatching(/^a plain space after a one-letter word.*: «Мы работаем с 2014/),
      expect.stringMatching(/^a plain space after a one-letter word.*: « работаем с 2014 года — в Шайенне/),
      expect.stringMatching(/^a percent sign/),
      expect.stringMatching(/^a currency sign/),
      expect.stringMatching(/^not typographed/),
    ]);
    expect(
      problems('Мы\u00A0работаем с\u00A02014\u00A0года\u00A0— в\u00A0Шайенне: рост на\u00A042\u00A0%, заказ на\u00A04200\u00A0$.'),
    ).toEqual([]);
  });

  it('leaves Markdown code, link targets and e-mail addresses alone', () => {
    const markdown =
      'Код `a - b в 5 МБ`, [справочник](https://example.com/a_b "в т") и hello@northbeam.studio\n\n```\nв 2014 - 5 МБ\n```\n';
    expect(show(typographRussian(markdown))).toBe(
      'Код `a - b в 5 МБ`, [справочник](https://example.com/a_b "в т") и⍽hello@northbeam.studio↵↵```↵в 2014 - 5 МБ↵```↵',
    );
  });

  it('typographs only the Russian part of a kind’s texts file', () => {
    const source = "const en = { title: 'Sent in a minute - or two' } as const;\nconst ru = { title: 'Отправлено - через минуту' };\n";
    expect(show(typographSource('kind.ts', source, RUSSIAN_PART))).toBe(
      "const en = { title: 'Sent in a minute - or two' } as const;↵const ru = { title: 'Отправлено⍽— через минуту' };↵",
    );
  });

  const all = [...Object.entries(MODULES), ...CONTENT_FILES].flatMap(([file, value]) => texts(value, file));

  it('is read from every Russian module', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it('is in every Russian text: no-break spaces where a line must not break, «42 %», «4200 $»', () => {
    const failures = all.flatMap(([path, text]) => problems(text).map((problem) => `${path}: ${problem}`));
    expect(failures).toEqual([]);
  });
});
