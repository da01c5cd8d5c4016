import { BLOG_TEXT } from './blog/ru';
import { JOBS_TEXT } from './jobs/ru';
import type { LocaleContent } from './locale-content';
import { PROJECTS_TEXT } from './projects/ru';
import { SERVICES_TEXT } from './services/ru';

export const content: LocaleContent = {
  projects: PROJECTS_TEXT,
  services: SERVICES_TEXT,
  blog: BLOG_TEXT,
  jobs: JOBS_TEXT,
};
