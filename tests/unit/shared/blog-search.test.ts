import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../../shared/content/.generated/blog-posts';
import { content as en } from '../../../shared/content/.generated/texts-en';
import { content as ru } from '../../../shared/content/.generated/texts-ru';
import { blogEntry, searchPosts } from '../../../shared/content/blog-search';
import type { BlogPostText, BlogSlug } from '../../../shared/content/types';

const text = (title: string, excerpt: string): BlogPostText => ({ title, excerpt, category: '', author: '', imageAlt: '' });

/** Synthetic posts and texts, so the expectations depend on neither the real list nor its copy. */
const EN = {
  'sustainable-digital-experiences': text('Lighter pages', 'Cut the weight of your product.'),
  'responsive-design-2025': text('Responsive Design today', 'Layouts that adapt to any screen.'),
  'ai-driven-brand-transformation': text('Brands and AI', 'Keep your voice while you design faster.'),
  'future-of-mobile-app-design': text('Mobile trends', 'What changes on small screens.'),
  'product-idea-validation': text('Validate first', 'Test an idea before you build it.'),
  'optimizing-react-performance': text('Fast React', 'Profiling, memoising and shipping less JavaScript.'),
} as Record<BlogSlug, BlogPostText>;

const RU = {
  'sustainable-digital-experiences': text('Лёгкие страницы', 'Как снизить вес продукта.'),
  'responsive-design-2025': text('Адаптивный дизайн сегодня', 'Макеты для любого экрана.'),
  'ai-driven-brand-transformation': text('Бренд и ИИ', 'Сохранить голос бренда.'),
  'future-of-mobile-app-design': text('Мобильные тренды', 'Что меняется в ДИЗАЙНЕ приложений.'),
  'product-idea-validation': text('Сначала проверка', 'Проверьте идею до разработки.'),
  'optimizing-react-performance': text('Быстрый React', 'Профилирование и меньше JavaScript.'),
} as Record<BlogSlug, BlogPostText>;

/** The posts in one order, each with its texts in one language. */
const posts = (texts: Record<BlogSlug, BlogPostText>) => (Object.keys(EN) as BlogSlug[]).map((slug) => ({ slug, ...texts[slug] }));
const POSTS_EN = posts(EN);
const POSTS_RU = posts(RU);

const slugs = (posts: readonly { slug: BlogSlug }[]) => posts.map((post) => post.slug);

describe('searchPosts', () => {
  it('finds a post by its title', () => {
    expect(slugs(searchPosts(POSTS_EN, 'mobile', 'en'))).toEqual(['future-of-mobile-app-design']);
  });

  it('finds a post by its excerpt', () => {
    expect(slugs(searchPosts(POSTS_EN, 'memoising', 'en'))).toEqual(['optimizing-react-performance']);
  });

  it('matches title and excerpt together and keeps the list order', () => {
    // "design" is in one title and one excerpt; the result follows the posts' order, not the field.
    expect(slugs(searchPosts(POSTS_EN, 'design', 'en'))).toEqual(['responsive-design-2025', 'ai-driven-brand-transformation']);
  });

  it('ignores case in English', () => {
    expect(slugs(searchPosts(POSTS_EN, 'FAST REACT', 'en'))).toEqual(['optimizing-react-performance']);
  });

  it('ignores case in Russian, both ways', () => {
    expect(slugs(searchPosts(POSTS_RU, 'ДИЗАЙН', 'ru'))).toEqual(['responsive-design-2025', 'future-of-mobile-app-design']);
    expect(slugs(searchPosts(POSTS_RU, 'дизайн', 'ru'))).toEqual(['responsive-design-2025', 'future-of-mobile-app-design']);
    expect(slugs(searchPosts(POSTS_RU, 'лёгкие', 'ru'))).toEqual(['sustainable-digital-experiences']);
  });

  it('returns every post, in order, for an empty or blank query', () => {
    expect(searchPosts(POSTS_EN, '', 'en')).toEqual(POSTS_EN);
    expect(searchPosts(POSTS_RU, '   ', 'ru')).toEqual(POSTS_RU);
  });

  it('ignores spaces around the query', () => {
    expect(slugs(searchPosts(POSTS_EN, '  validate ', 'en'))).toEqual(['product-idea-validation']);
  });

  it('matches a query typed with plain spaces across the no-break spaces of Russian typography', () => {
    const texts = { ...RU, 'responsive-design-2025': text('Адаптивный дизайн в\u00A02025\u00A0году', 'Макеты для\u00A0любого экрана.') };
    expect(slugs(searchPosts(posts(texts), 'дизайн в 2025 году', 'ru'))).toEqual(['responsive-design-2025']);
    expect(slugs(searchPosts(posts(texts), 'для любого', 'ru'))).toEqual(['responsive-design-2025']);
  });

  it('returns nothing when no post matches', () => {
    expect(searchPosts(POSTS_EN, 'zzqx nothing', 'en')).toEqual([]);
    expect(searchPosts(POSTS_RU, 'абвгд', 'ru')).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const given = [...POSTS_EN];
    searchPosts(given, 'react', 'en');
    expect(given).toEqual(POSTS_EN);
  });

  it('finds the real posts by a word of their own title in both languages', () => {
    for (const [texts, lang] of [
      [en.blog, 'en'],
      [ru.blog, 'ru'],
    ] as const) {
      const entries = BLOG_POSTS.map((post) => blogEntry(post, texts[post.slug]));
      for (const post of BLOG_POSTS) {
        const word = texts[post.slug].title.split(/\s+/)[0]!.toLocaleUpperCase(lang);
        expect(slugs(searchPosts(entries, word, lang)), `${lang} ${word}`).toContain(post.slug);
      }
    }
  });
});
