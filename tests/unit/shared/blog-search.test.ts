import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../../shared/content/.generated/blog-posts';
import { content as en } from '../../../shared/content/.generated/texts-en';
import { content as ru } from '../../../shared/content/.generated/texts-ru';
import { searchPosts } from '../../../shared/content/blog-search';
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

const POSTS = (Object.keys(EN) as BlogSlug[]).map((slug) => ({ slug }));

const slugs = (posts: readonly { slug: BlogSlug }[]) => posts.map((post) => post.slug);

describe('searchPosts', () => {
  it('finds a post by its title', () => {
    expect(slugs(searchPosts(POSTS, EN, 'mobile', 'en'))).toEqual(['future-of-mobile-app-design']);
  });

  it('finds a post by its excerpt', () => {
    expect(slugs(searchPosts(POSTS, EN, 'memoising', 'en'))).toEqual(['optimizing-react-performance']);
  });

  it('matches title and excerpt together and keeps the list order', () => {
    // "design" is in one title and one excerpt; the result follows the posts' order, not the field.
    expect(slugs(searchPosts(POSTS, EN, 'design', 'en'))).toEqual(['responsive-design-2025', 'ai-driven-brand-transformation']);
  });

  it('ignores case in English', () => {
    expect(slugs(searchPosts(POSTS, EN, 'FAST REACT', 'en'))).toEqual(['optimizing-react-performance']);
  });

  it('ignores case in Russian, both ways', () => {
    expect(slugs(searchPosts(POSTS, RU, 'ДИЗАЙН', 'ru'))).toEqual(['responsive-design-2025', 'future-of-mobile-app-design']);
    expect(slugs(searchPosts(POSTS, RU, 'дизайн', 'ru'))).toEqual(['responsive-design-2025', 'future-of-mobile-app-design']);
    expect(slugs(searchPosts(POSTS, RU, 'лёгкие', 'ru'))).toEqual(['sustainable-digital-experiences']);
  });

  it('returns every post, in order, for an empty or blank query', () => {
    expect(searchPosts(POSTS, EN, '', 'en')).toEqual(POSTS);
    expect(searchPosts(POSTS, RU, '   ', 'ru')).toEqual(POSTS);
  });

  it('ignores spaces around the query', () => {
    expect(slugs(searchPosts(POSTS, EN, '  validate ', 'en'))).toEqual(['product-idea-validation']);
  });

  it('matches a query typed with plain spaces across the no-break spaces of Russian typography', () => {
    const texts = { ...RU, 'responsive-design-2025': text('Адаптивный дизайн в\u00A02025\u00A0году', 'Макеты для\u00A0любого экрана.') };
    expect(slugs(searchPosts(POSTS, texts, 'дизайн в 2025 году', 'ru'))).toEqual(['responsive-design-2025']);
    expect(slugs(searchPosts(POSTS, texts, 'для любого', 'ru'))).toEqual(['responsive-design-2025']);
  });

  it('returns nothing when no post matches', () => {
    expect(searchPosts(POSTS, EN, 'zzqx nothing', 'en')).toEqual([]);
    expect(searchPosts(POSTS, RU, 'абвгд', 'ru')).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const posts = [...POSTS];
    searchPosts(posts, EN, 'react', 'en');
    expect(posts).toEqual(POSTS);
  });

  it('finds the real posts by a word of their own title in both languages', () => {
    for (const [texts, lang] of [
      [en.blog, 'en'],
      [ru.blog, 'ru'],
    ] as const) {
      for (const post of BLOG_POSTS) {
        const word = texts[post.slug].title.split(/\s+/)[0]!.toLocaleUpperCase(lang);
        expect(slugs(searchPosts(BLOG_POSTS, texts, word, lang)), `${lang} ${word}`).toContain(post.slug);
      }
    }
  });
});
