import type {
  BlogPostText,
  BlogSlug,
  JobSlug,
  JobText,
  ProjectSlug,
  ProjectText,
  ServiceSlug,
  ServiceText,
} from './types';

/** All of one language's content texts (article bodies and legal pages load with their pages). */
export interface LocaleContent {
  projects: Record<ProjectSlug, ProjectText>;
  services: Record<ServiceSlug, ServiceText>;
  blog: Record<BlogSlug, BlogPostText>;
  jobs: Record<JobSlug, JobText>;
}
