import type { JobCardText, JobSlug } from '../types';

export const JOBS_TEXT: Record<JobSlug, JobCardText> = {
  'senior-react-developer': {
    title: 'Senior React Developer',
    department: 'Engineering',
    location: 'Remote (US)',
  },
  'product-designer': {
    title: 'Product Designer',
    department: 'Design',
    location: 'New York',
  },
  'ios-developer': {
    title: 'iOS Developer',
    department: 'Engineering',
    location: 'London',
  },
  'product-strategist': {
    title: 'Product Strategist',
    department: 'Strategy',
    location: 'Remote Global',
  },
};
