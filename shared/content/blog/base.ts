import type { BlogPost } from '../types';

/** Language-neutral facts about the blog posts, in the spec's list order. */
export const BLOG_POSTS: readonly BlogPost[] = [
  { id: 7, slug: 'sustainable-digital-experiences', date: '2025-04-18' },
  { id: 6, slug: 'responsive-design-2025', date: '2025-01-22' },
  { id: 5, slug: 'ai-driven-brand-transformation', date: '2024-09-10' },
  { id: 1, slug: 'future-of-mobile-app-design', date: '2023-02-15' },
  { id: 2, slug: 'product-idea-validation', date: '2023-06-07' },
  { id: 3, slug: 'optimizing-react-performance', date: '2023-11-14' },
];
