import { describe, expect, it, vi } from 'vitest';
import { SERVER_SECTIONS, translate, type MessageKey } from '../../../shared/i18n/dictionary';
import { DICTIONARIES, pageDictionary } from '../../../shared/i18n/dictionaries';
import { en } from '../../../shared/i18n/en';
import { ru } from '../../../shared/i18n/ru';

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

  it('has a Russian string for every English key', () => {
    const keys = (node: object, prefix = ''): string[] =>
      Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
    expect(keys(ru)).toEqual(keys(en));
  });
});

describe('what islands receive', () => {
  it('is the dictionary without the sections only the server reads', () => {
    const page = pageDictionary(DICTIONARIES.ru);
    for (const section of SERVER_SECTIONS) expect(page).not.toHaveProperty(section);
    expect(Object.keys(page).sort()).toEqual(
      Object.keys(ru)
        .filter((key) => !(SERVER_SECTIONS as readonly string[]).includes(key))
        .sort(),
    );
    expect(page.contactForm).toBe(ru.contactForm);
  });
});
