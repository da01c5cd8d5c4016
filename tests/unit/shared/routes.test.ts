import { describe, expect, it } from 'vitest';
import { resolvePage, resolveUnprefixed } from '../../../shared/page-lookup';
import { langOfPath, pathOf, paths, switchLangPath } from '../../../shared/routes';

describe('resolvePage', () => {
  it('matches every page of the route table in both languages', () => {
    expect(resolvePage('/en')).toEqual({ lang: 'en', page: 'home', found: true });
    expect(resolvePage('/ru/privacy-policy')).toEqual({ lang: 'ru', page: 'privacy', found: true });
    expect(resolvePage('/en/careers/ios-developer')).toEqual({ lang: 'en', page: 'job', slug: 'ios-developer', found: true });
  });

  it('marks unknown slugs as not found and rejects malformed paths', () => {
    expect(resolvePage('/en/projects/nope')?.found).toBe(false);
    expect(resolvePage('/en/projects/Bad_Slug')).toBeNull();
    expect(resolvePage('/de/projects')).toBeNull();
    expect(resolvePage('//en')).toBeNull();
    expect(resolvePage('/en//projects')).toBeNull();
    expect(resolvePage('/en/%70rojects')).toBeNull();
  });

  it('round-trips through the builders', () => {
    for (const path of [paths.home('ru'), paths.post('en', 'product-idea-validation'), paths.terms('ru')]) {
      expect(pathOf(resolvePage(path)!)).toBe(path);
    }
  });
});

describe('resolveUnprefixed', () => {
  it('finds the page a prefix-less path means', () => {
    expect(pathOf(resolveUnprefixed('/blog', 'ru')!)).toBe('/ru/blog');
    expect(resolveUnprefixed('/en/blog', 'ru')).toBeNull();
    expect(resolveUnprefixed('//evil.example', 'en')).toBeNull();
    expect(resolveUnprefixed('/', 'en')).toBeNull();
  });
});

describe('switchLangPath', () => {
  it('rewrites the first segment or adds one', () => {
    expect(switchLangPath('/en/projects/banking-app', 'ru')).toBe('/ru/projects/banking-app');
    expect(switchLangPath('/ru', 'en')).toBe('/en');
    expect(switchLangPath('/careers', 'ru')).toBe('/ru/careers');
    expect(switchLangPath('/', 'ru')).toBe('/ru');
    expect(langOfPath('/ru/blog')).toBe('ru');
    expect(langOfPath('/blog')).toBeNull();
  });
});
