import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { dictionaryFiles, kindTextsFiles } from '../../../scripts/typograph-russian-texts';
import { translate, type MessageKey } from '../../../shared/i18n/dictionary';
import { en } from '../../../shared/i18n/en';
import { ru } from '../../../shared/i18n/ru';
import { KIND_TEXTS } from '../../../shared/submissions/texts/kind-texts';

describe('translate', () => {
  it('looks keys up and fills variables', () => {
    expect(translate(ru, 'nav.services')).toBe('Услуги');
    expect(translate(en, 'footer.rights', { year: 2026 })).toBe('© 2026 Northbeam Studio LLC. All rights reserved.');
  });

  it('logs a missing key and shows the key itself', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(translate(en, 'nav.missing' as MessageKey)).toBe('nav.missing');
    expect(log).toHaveBeenCalledWith('Missing translation key: nav.missing');
    log.mockRestore();
  });
});

/** A dictionary's keys as dotted paths, in order: "nav.services". */
const keys = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v as object, `${prefix}${k}.`)));

const ROOT = join(import.meta.dirname, '..', '..', '..');
/** What a dictionary file exports, in order. */
const load = async (file: string): Promise<object> => Object.values((await import(join(ROOT, file))) as object);

describe('every dictionary file', () => {
  const english = dictionaryFiles('en');
  const russian = dictionaryFiles('ru');

  it('is found: the pages and islands’ one, the site’s, the emails’, the desk’s areas and the server’s own', () => {
    expect(english).toEqual(
      expect.arrayContaining([
        'shared/i18n/en.ts',
        'site/texts/en.ts',
        'submissions/texts/en.ts',
        'desk/texts/records-en.ts',
        'platform/texts/en.ts',
      ]),
    );
  });

  it('has its twin in the other language, with the same keys in the same order', async () => {
    expect(russian).toEqual(english.map((file) => file.replace(/en\.ts$/, 'ru.ts')));
    for (const file of english) {
      const twin = file.replace(/en\.ts$/, 'ru.ts');
      expect(keys(await load(twin)), twin).toEqual(keys(await load(file)));
    }
  });

  it('is at most 300 lines long, and so is each kind’s texts file', () => {
    const lengths = [...english, ...russian, ...kindTextsFiles()].map((file) => [
      file,
      readFileSync(join(ROOT, file), 'utf8').split('\n').length - 1,
    ]);
    expect(lengths.filter(([, lines]) => Number(lines) > 300)).toEqual([]);
  });
});

describe('each kind’s texts file', () => {
  const files = kindTextsFiles();

  it('is the kind’s name beside the list of texts, one for each kind in it', () => {
    expect(files).toEqual(
      Object.keys(KIND_TEXTS)
        .map((name) => `shared/submissions/texts/${name}.ts`)
        .sort(),
    );
  });

  it('says in Russian what it says in English, with the same keys in the same order', async () => {
    for (const file of files) {
      const [texts] = (await load(file)) as [{ en: object; ru: object }];
      expect(keys(texts.ru), file).toEqual(keys(texts.en));
    }
  });
});
