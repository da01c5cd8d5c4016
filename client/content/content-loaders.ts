import type { CollectionKind, ContentCollections, ContentItems, ItemKind } from '../../shared/content/lang-content';
import type { BlogSlug } from '../../shared/content/types';
import type { Lang } from '../../shared/i18n/langs';

type CollectionLoaders = { [K in CollectionKind]: () => Promise<ContentCollections[K]> };
type ItemLoaders = { [K in ItemKind]: (slug: ContentItems[K]['slug']) => Promise<ContentItems[K]['value']> };

/** Articles as HTML rendered at build time (scripts/vite/article-html.ts), one chunk each. */
const ARTICLES: Record<Lang, Record<string, () => Promise<string>>> = {
  en: import.meta.glob<string>('../../shared/content/blog/articles/en/*.ts', { query: '?html', import: 'default' }),
  ru: import.meta.glob<string>('../../shared/content/blog/articles/ru/*.ts', { query: '?html', import: 'default' }),
};

function loadArticle(lang: Lang, slug: BlogSlug): Promise<string> {
  const load = ARTICLES[lang][`../../shared/content/blog/articles/${lang}/${slug}.ts`];
  if (!load) throw new Error(`No ${lang} article "${slug}"`);
  return load();
}

// One chunk per kind and language: a page ships only the texts it shows.
export const COLLECTION_LOADERS: Record<Lang, CollectionLoaders> = {
  en: {
    copy: () => import('../../shared/content/pages/en').then((m) => m.PAGE_COPY),
    projects: () => import('../../shared/content/projects/en').then((m) => m.PROJECTS_TEXT),
    services: () => import('../../shared/content/services/en').then((m) => m.SERVICES_TEXT),
    blog: () => import('../../shared/content/blog/en').then((m) => m.BLOG_TEXT),
    jobs: () => import('../../shared/content/jobs/en').then((m) => m.JOBS_TEXT),
    privacy: () => import('../../shared/content/legal/privacy-en').then((m) => m.PRIVACY),
    terms: () => import('../../shared/content/legal/terms-en').then((m) => m.TERMS),
  },
  ru: {
    copy: () => import('../../shared/content/pages/ru').then((m) => m.PAGE_COPY),
    projects: () => import('../../shared/content/projects/ru').then((m) => m.PROJECTS_TEXT),
    services: () => import('../../shared/content/services/ru').then((m) => m.SERVICES_TEXT),
    blog: () => import('../../shared/content/blog/ru').then((m) => m.BLOG_TEXT),
    jobs: () => import('../../shared/content/jobs/ru').then((m) => m.JOBS_TEXT),
    privacy: () => import('../../shared/content/legal/privacy-ru').then((m) => m.PRIVACY),
    terms: () => import('../../shared/content/legal/terms-ru').then((m) => m.TERMS),
  },
};

export const ITEM_LOADERS: Record<Lang, ItemLoaders> = {
  en: {
    project: (slug) => import('../../shared/content/projects/details-en').then((m) => m.PROJECT_DETAILS[slug]),
    job: (slug) => import('../../shared/content/jobs/details-en').then((m) => m.JOB_DETAILS[slug]),
    article: (slug) => loadArticle('en', slug),
  },
  ru: {
    project: (slug) => import('../../shared/content/projects/details-ru').then((m) => m.PROJECT_DETAILS[slug]),
    job: (slug) => import('../../shared/content/jobs/details-ru').then((m) => m.JOB_DETAILS[slug]),
    article: (slug) => loadArticle('ru', slug),
  },
};
