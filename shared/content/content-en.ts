import { BLOG_TEXT } from './blog/en';
import { JOB_DETAILS } from './jobs/details-en';
import { JOBS_TEXT } from './jobs/en';
import type { LangContent, LangDetails } from './lang-content';
import { PROJECT_DETAILS } from './projects/details-en';
import { PROJECTS_TEXT } from './projects/en';
import { SERVICES_TEXT } from './services/en';

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
