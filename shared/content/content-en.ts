import { BLOG_TEXT } from './blog/en';
import { JOBS_TEXT } from './jobs/en';
import type { LocaleContent } from './locale-content';
import { PROJECTS_TEXT } from './projects/en';
import { SERVICES_TEXT } from './services/en';

export const content: LocaleContent = {
  projects: PROJECTS_TEXT,
  services: SERVICES_TEXT,
  blog: BLOG_TEXT,
  jobs: JOBS_TEXT,
};
