import { describe, expect, it } from 'vitest';
import { LANGS, LOCALE_TAGS } from '../../../shared/i18n/langs';
import { plural } from '../../../shared/i18n/plural';

const FORMS = { one: '{n} one', few: '{n} few', many: '{n} many', other: '{n} other' };
const COUNT_ONLY = { one: '{n}', few: '{n}', many: '{n}', other: '{n}' };

describe('plural', () => {
  it('takes the Russian form each count calls for', () => {
    expect([1, 21, 2, 24, 5, 11, 12, 111, 0, 1.5].map((n) => plural(FORMS, n, 'ru', 'n'))).toEqual([
      '1 one',
      '21 one',
      '2 few',
      '24 few',
      '5 many',
      '11 many',
      '12 many',
      '111 many',
      '0 many',
      '1,5 other',
    ]);
  });

  it('takes the English form each count calls for', () => {
    expect([1, 0, 2, 21].map((n) => plural(FORMS, n, 'en', 'n'))).toEqual(['1 one', '0 other', '2 other', '21 other']);
  });

  // Small whole numbers skip Intl.NumberFormat (plural.ts says why): they must read as it writes them.
  it('writes every count as Intl.NumberFormat does, in both languages', () => {
    const counts = [0, 1, 7, 42, 999, 1000, 12_345, 1_000_000, 2.5, -3];
    for (const lang of LANGS) {
      const format = new Intl.NumberFormat(LOCALE_TAGS[lang]);
      expect(counts.map((n) => plural(COUNT_ONLY, n, lang, 'n'))).toEqual(counts.map((n) => format.format(n)));
    }
    expect(plural(FORMS, 12_345, 'ru', 'n')).toBe('12\u00a0345 many');
    expect(plural(FORMS, 12_345, 'en', 'n')).toBe('12,345 other');
  });
});
