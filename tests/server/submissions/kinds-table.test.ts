import { describe, expect, it } from 'vitest';
import { KINDS_TABLE, TABLE_KINDS } from '../../../desk';
import { KIND_TEXTS } from '../../../shared/submissions/texts/kind-texts';

/**
 * What the typecheck cannot say of the kinds table: every kind has its retention rule, its roles
 * and its desk entry by its type, but not that an admin reaches it (an admin reaches everything,
 * decision 0032), nor that a copied entry left a path of another kind, which Express would
 * silently answer with the first.
 */
describe('the kinds table', () => {
  it('lets an admin reach every kind', () => {
    for (const kind of TABLE_KINDS) expect([kind.name, kind.roles]).toEqual([kind.name, expect.arrayContaining(['admin'])]);
  });

  it('gives every kind its own name, form path, staff API path, CSV and desk pages', () => {
    const desks = Object.values(KINDS_TABLE);
    const distinct = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    distinct(TABLE_KINDS.map((kind) => kind.name));
    distinct(TABLE_KINDS.map((kind) => kind.path));
    distinct(TABLE_KINDS.map((kind) => kind.staff.path));
    distinct(TABLE_KINDS.map((kind) => kind.staff.csvName));
    distinct(desks.map((desk) => desk.listPath));
    distinct(desks.map((desk) => desk.recordsPath));
    for (const [name, desk] of Object.entries(KINDS_TABLE)) expect(desk.kind.name).toBe(name);
  });

  it('speaks with the texts that the dictionary and the consent document list under its name, in its order', () => {
    expect(Object.keys(KIND_TEXTS)).toEqual(Object.keys(KINDS_TABLE));
    for (const name of Object.keys(KINDS_TABLE) as (keyof typeof KINDS_TABLE)[])
      expect(KINDS_TABLE[name].kind.texts, name).toBe(KIND_TEXTS[name]);
  });
});
