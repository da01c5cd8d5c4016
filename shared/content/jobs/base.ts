import type { Job } from '../types';

/** Language-neutral facts about the open positions, in display order. */
export const JOBS: readonly Job[] = [
  {
    id: 1,
    slug: 'senior-react-developer',
    experienceYears: null,
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-05',
    validThrough: '2027-01-31',
    remote: true,
    country: 'US',
    salary: { currency: 'USD', min: 140000, max: 175000, unit: 'YEAR' },
  },
  {
    id: 2,
    slug: 'product-designer',
    experienceYears: 3,
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-12',
    validThrough: '2027-01-31',
    remote: false,
    country: 'US',
    salary: { currency: 'USD', min: 115000, max: 140000, unit: 'YEAR' },
  },
  {
    id: 3,
    slug: 'ios-developer',
    experienceYears: 3,
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-20',
    validThrough: '2027-01-31',
    remote: false,
    country: 'GB',
    salary: { currency: 'GBP', min: 70000, max: 85000, unit: 'YEAR' },
  },
  {
    id: 4,
    slug: 'product-strategist',
    experienceYears: 4,
    employmentType: 'FULL_TIME',
    datePosted: '2026-11-02',
    validThrough: '2027-01-31',
    remote: true,
    country: null,
    salary: { currency: 'USD', min: 95000, max: 125000, unit: 'YEAR' },
  },
];
