import { BLOG_TEXT } from './blog/ru';
import { JOB_DETAILS } from './jobs/details-ru';
import { JOBS_TEXT } from './jobs/ru';
import type { LangContent, LangDetails } from './lang-content';
import { PROJECT_DETAILS } from './projects/details-ru';
import { PROJECTS_TEXT } from './projects/ru';
import { SERVICES_TEXT } from './services/ru';

export const content: LangContent = {
  projects: PROJECTS_TEXT,
  services: SERVICES_TEXT,
  blog: BLOG_TEXT,
  jobs: JOBS_TEXT,
};

export const details: LangDetails = {
  projects: PROJECT_DETAILS,
  jobs: JOB_DETAILS,
};
