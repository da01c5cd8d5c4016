import type { Lang } from './i18n/langs';

/**
 * The public content endpoints: GET only, the same for every visitor. Pages name them as
 * prefetch hints, and the service worker keeps their answers for offline use.
 */
export const CONTENT_API_PATHS = { projects: '/api/projects', services: '/api/services' } as const;

export type ContentApiKind = keyof typeof CONTENT_API_PATHS;

export const contentApiPath = (kind: ContentApiKind, lang: Lang) => `${CONTENT_API_PATHS[kind]}?lang=${lang}`;

/** Where islands fetch their language's texts, by a name with a hash of its content (site/islands/island-texts.ts). */
export const ISLAND_TEXTS_PATH = '/island-texts';

/** Where the blog's search fetches its language's index of every post, by a name with a hash of its content (site/render/blog-search-file.ts). */
export const BLOG_SEARCH_PATH = '/blog-search';
