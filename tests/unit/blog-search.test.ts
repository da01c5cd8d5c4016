import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../shared/content/blog/base';
import { BLOG_TEXT as BLOG_EN } from '../../shared/content/blog/en';
import { BLOG_TEXT as BLOG_RU } from '../../shared/content/blog/ru';
import { searchPosts } from '../../shared/content/blog-search';
import type { BlogPostText, BlogSlug } from '../../shared/content/types';

const text = (title: string, excerpt: string): BlogPostText => ({ title, excerpt, category: '', author: '', imageAlt: '' });

/** Synthetic texts, so the expectations do not depend on the real copy. */
const EN: Record<BlogSlug, BlogPostText> = {
  'sustainable-digital-experiences': text('Lighter pages', 'Cut the weight of your product.'),
  'responsive-design-2025': text('Responsive Design today', 'Layouts that adapt to any screen.'),
  'ai-driven-brand-transformation': text('Brands and AI', 'Keep your voice while you design faster.'),
  'future-of-mobile-app-design': text('Mobile trends', 'What changes on small screens.'),
  'product-idea-validation': text('Validate first', 'Test an idea before you build it.'),
  'optimizing-react-performance': text('Fast React', 'Profiling, memoising and shipping less JavaScript.'),
};

const RU: Record<BlogSlug, BlogPostText> = {
  'sustainable-digital-experiences': text('Лёгкие страницы', 'Как снизить вес продукта.'),
  'responsive-design-2025': text('Адаптивный дизайн сегодня', 'Макеты для любого экрана.'),
  'ai-driven-brand-transformation': text('Бренд и ИИ', 'Сохранить голос бренда.'),
  'future-of-mobile-app-design': text('Мобильные тренды', 'Что меняется в ДИЗАЙНЕ приложений.'),
  'product-idea-validation': text('Сначала проверка', 'Проверьте идею до разработки.'),
  'optimizing-react-performance': text('Быстрый React', 'Профилирование и меньше JavaScript.'),
};

const slugs = (posts: readonly { slug: BlogSlug }[]) => posts.map((post) => post.slug);

describe('searchPosts', () => {
  it('finds a post by its title', () => {
    expect(slugs(searchPosts(BLOG_POSTS, EN, 'mobile', 'en'))).toEqual(['future-of-mobile-app-design']);
  });

  it('finds a post by its excerpt', () => {
    expect(slugs(searchPosts(BLOG_POSTS, EN, 'memoising', 'en'))).toEqual(['optimizing-react-performance']);
  });

  it('matches title and excerpt together and keeps the list order', () => {
    // "design" is in one title and one excerpt; the result follows BLOG_POSTS, not the field.
    expect(slugs(searchPosts(BLOG_POSTS, EN, 'design', 'en'))).toEqual(['responsive-design-2025', 'ai-driven-brand-transformation']);
  });

  it('ignores case in English', () => {
    expect(slugs(searchPosts(BLOG_POSTS, EN, 'FAST REACT', 'en'))).toEqual(['optimizing-react-performance']);
  });

  it('ignores case in Russian, both ways', () => {
    expect(slugs(searchPosts(BLOG_POSTS, RU, 'ДИЗАЙН', 'ru'))).toEqual(['responsive-design-2025', 'future-of-mobile-app-design']);
    expect(slugs(searchPosts(BLOG_POSTS, RU, 'дизайн', 'ru'))).toEqual(['responsive-design-2025', 'future-of-mobile-app-design']);
    expect(slugs(searchPosts(BLOG_POSTS, RU, 'лёгкие', 'ru'))).toEqual(['sustainable-digital-experiences']);
  });

  it('returns every post, in order, for an empty or blank query', () => {
    expect(searchPosts(BLOG_POSTS, EN, '', 'en')).toEqual([...BLOG_POSTS]);
    expect(searchPosts(BLOG_POSTS, RU, '   ', 'ru')).toEqual([...BLOG_POSTS]);
  });

  it('ignores spaces around the query', () => {
    expect(slugs(searchPosts(BLOG_POSTS, EN, '  validate ', 'en'))).toEqual(['product-idea-validation']);
  });

  it('matches a query typed with plain spaces across the no-break spaces of Russian typography', () => {
    const texts = { ...RU, 'responsive-design-2025': text('Адаптивный дизайн в\u00A02025\u00A0году', 'Макеты для\u00A0любого экрана.') };
    expect(slugs(searchPosts(BLOG_POSTS, texts, 'дизайн в 2025 году', 'ru'))).toEqual(['responsive-design-2025']);
    expect(slugs(searchPosts(BLOG_POSTS, texts, 'для любого', 'ru'))).toEqual(['responsive-design-2025']);
  });

  it('returns nothing when no post matches', () => {
    expect(searchPosts(BLOG_POSTS, EN, 'zzqx nothing', 'en')).toEqual([]);
    expect(searchPosts(BLOG_POSTS, RU, 'абвгд', 'ru')).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const posts = [...BLOG_POSTS];
    searchPosts(posts, EN, 'react', 'en');
    expect(posts).toEqual([...BLOG_POSTS]);
  });

  it('finds the real posts by a word of their own title in both languages', () => {
    for (const [texts, lang] of [
      [BLOG_EN, 'en'],
      [BLOG_RU, 'ru'],
    ] as const) {
      for (const post of BLOG_POSTS) {
        const word = texts[post.slug].title.split(/\s+/)[0]!.toLocaleUpperCase(lang);
        expect(slugs(searchPosts(BLOG_POSTS, texts, word, lang)), `${lang} ${word}`).toContain(post.slug);
      }
    }
  });
});
