import type { Project } from '../types';

/** Language-neutral facts about the case studies, in display order. */
export const PROJECTS: readonly Project[] = [
  { id: 1, slug: 'banking-app', year: 2023, hasVideo: true },
  { id: 2, slug: 'sustainable-fashion', year: 2022, hasVideo: false },
  { id: 3, slug: 'gaming-platform', year: 2024, hasVideo: true },
  { id: 4, slug: 'telehealth-app', year: 2021, hasVideo: false },
  { id: 5, slug: 'local-bakery-website', year: 2020, hasVideo: false },
  { id: 6, slug: 'furniture-craftsman-showcase', year: 2021, hasVideo: false },
  { id: 7, slug: 'local-cafe-rebrand', year: 2023, hasVideo: false },
  { id: 8, slug: 'local-contractor-leads', year: 2022, hasVideo: false },
  { id: 9, slug: 'yoga-studio-digital', year: 2024, hasVideo: false },
  { id: 10, slug: 'boutique-hotel-experience', year: 2023, hasVideo: false },
  { id: 11, slug: 'fitness-tracking-app', year: 2024, hasVideo: true },
  { id: 12, slug: 'local-delivery-platform', year: 2025, hasVideo: false },
];
