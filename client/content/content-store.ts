import { use } from 'react';
import type { LocaleContent } from '../../shared/content/locale-content';
import type { Lang } from '../../shared/i18n/langs';
import { detailContentOf } from '../../shared/page-heading';
import type { PageMatch } from '../../shared/routes';
import { useI18n } from '../i18n/i18n-context';
import { createLoadCache } from '../load-cache';

type ContentKind = keyof LocaleContent;

type Loaders = { [K in ContentKind]: () => Promise<LocaleContent[K]> };

// One chunk per kind and language: a page ships only the texts it shows.
const loaders: Record<Lang, Loaders> = {
  en: {
    projects: () => import('../../shared/content/projects/en').then((m) => m.PROJECTS_TEXT),
    services: () => import('../../shared/content/services/en').then((m) => m.SERVICES_TEXT),
    blog: () => import('../../shared/content/blog/en').then((m) => m.BLOG_TEXT),
    jobs: () => import('../../shared/content/jobs/en').then((m) => m.JOBS_TEXT),
  },
  ru: {
    projects: () => import('../../shared/content/projects/ru').then((m) => m.PROJECTS_TEXT),
    services: () => import('../../shared/content/services/ru').then((m) => m.SERVICES_TEXT),
    blog: () => import('../../shared/content/blog/ru').then((m) => m.BLOG_TEXT),
    jobs: () => import('../../shared/content/jobs/ru').then((m) => m.JOBS_TEXT),
  },
};

const cache = createLoadCache((key: `${Lang}:${ContentKind}`) => {
  const [lang, kind] = key.split(':') as [Lang, ContentKind];
  return loaders[lang][kind]() as Promise<LocaleContent[ContentKind]>;
});

function loadContent(lang: Lang, kind: ContentKind): Promise<LocaleContent[ContentKind]> {
  return cache.load(`${lang}:${kind}`);
}

/** The texts a page needs for its heading: its detail kind, if it is a detail page. */
export function usePageContent(match: PageMatch): Partial<LocaleContent> {
  const { lang } = useI18n();
  const kind = detailContentOf(match.page);
  if (!kind) return {};
  // Preloaded texts are read synchronously; otherwise the page suspends until they arrive.
  return { [kind]: cache.loaded(`${lang}:${kind}`) ?? use(loadContent(lang, kind)) };
}

/** Loads what `usePageContent` reads, so that hydration does not have to wait for it. */
export async function preloadPageContent(match: PageMatch): Promise<void> {
  const kind = detailContentOf(match.page);
  if (kind) await loadContent(match.lang, kind);
}
