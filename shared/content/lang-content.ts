import type { LegalDocument } from './legal/types';
import type { PageCopy } from './pages/types';
import type {
  BlogPostText,
  BlogSlug,
  JobCardText,
  JobDetailText,
  JobSlug,
  ProjectCardText,
  ProjectDetailText,
  ProjectSlug,
  ServiceSlug,
  ServiceText,
} from './types';

/** The card-level texts of one language: what lists, cards and titles need. */
export interface LangContent {
  projects: Record<ProjectSlug, ProjectCardText>;
  services: Record<ServiceSlug, ServiceText>;
  blog: Record<BlogSlug, BlogPostText>;
  jobs: Record<JobSlug, JobCardText>;
}

/** The detail texts of one language, for the server and the tests. */
export interface LangDetails {
  projects: Record<ProjectSlug, ProjectDetailText>;
  jobs: Record<JobSlug, JobDetailText>;
}

/** Whole texts a page loads by name: the card texts plus page copy and the legal pages. */
export interface ContentCollections extends LangContent {
  copy: PageCopy;
  privacy: LegalDocument;
  terms: LegalDocument;
  consent: LegalDocument;
}

/** Texts of one item that only its own page needs; `article` is the rendered HTML. */
export interface ContentItems {
  project: { slug: ProjectSlug; value: ProjectDetailText };
  job: { slug: JobSlug; value: JobDetailText };
  article: { slug: BlogSlug; value: string };
}

export type CollectionKind = keyof ContentCollections;
export type ItemKind = keyof ContentItems;

export type ContentRef = { kind: CollectionKind } | { [K in ItemKind]: { kind: K; slug: ContentItems[K]['slug'] } }[ItemKind];
