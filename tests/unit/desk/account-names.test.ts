import { describe, expect, it } from 'vitest';
import { AccountNameSchema, AccountTitleSchema, roleChangeDetail, rolesOfChange, shownName } from '../../../desk/accounts/account-store';

describe('an account’s name and title', () => {
  it('takes a name of 1 to 80 characters on one line, trimmed', () => {
    expect(AccountNameSchema.parse('  Ada Lovelace ')).toBe('Ada Lovelace');
    expect(AccountNameSchema.parse('Я'.repeat(80))).toBe('Я'.repeat(80));
    for (const wrong of ['', '   ', 'N'.repeat(81), 'Ada\nLovelace', 'Ada\tLovelace'])
      expect(AccountNameSchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
  });

  it('keeps no title for an empty one, and refuses one longer than 80 characters', () => {
    expect(AccountTitleSchema.parse(' Project strategist ')).toBe('Project strategist');
    expect(AccountTitleSchema.parse('  ')).toBeNull();
    expect(AccountTitleSchema.safeParse('T'.repeat(81)).success).toBe(false);
  });

  it('names an account by its email until its holder gives a name', () => {
    expect(shownName({ name: 'Ada Lovelace', email: 'ada@northbeam.test' })).toBe('Ada Lovelace');
    expect(shownName({ name: null, email: 'ada@northbeam.test' })).toBe('ada@northbeam.test');
  });
});

describe('a role change in the audit trail', () => {
  it('is read back as the two roles it was written with, and anything else as no change', () => {
    expect(roleChangeDetail('sales', 'admin')).toBe('sales → admin');
    expect(rolesOfChange(roleChangeDetail('recruiting', 'sales'))).toEqual({ from: 'recruiting', to: 'sales' });
    for (const other of ['sales', 'sales → owner', 'owner → sales', 'sales → admin → sales', 'sales->admin'])
      expect(rolesOfChange(other), other).toBeUndefined();
  });
});
