/**
 * Shapes of the site's static content. Language-neutral facts live in one base list per
 * kind; every language has its own text module typed as `Record<Slug, Text>`, so a
 * missing Russian entry (or field) fails the typecheck and each page ships one language.
 */

export const PROJECT_SLUGS = [
  'banking-app',
  'sustainable-fashion',
  'gaming-platform',
  'telehealth-app',
  'local-bakery-website',
  'furniture-craftsman-showcase',
  'local-cafe-rebrand',
  'local-contractor-leads',
  'yoga-studio-digital',
  'boutique-hotel-experience',
  'fitness-tracking-app',
  'local-delivery-platform',
] as const;
export type ProjectSlug = (typeof PROJECT_SLUGS)[number];

export const SERVICE_SLUGS = [
  'product-strategy',
  'ux-ui-design',
  'mobile-development',
  'web-development',
  'growth-marketing',
  'analytics-optimization',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export const SERVICE_CATEGORIES = ['strategy', 'design', 'development', 'growth'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** In the spec's list order (ids 7, 6, 5, 1, 2, 3). */
export const BLOG_SLUGS = [
  'sustainable-digital-experiences',
  'responsive-design-2025',
  'ai-driven-brand-transformation',
  'future-of-mobile-app-design',
  'product-idea-validation',
  'optimizing-react-performance',
] as const;
export type BlogSlug = (typeof BLOG_SLUGS)[number];

export const JOB_SLUGS = ['senior-react-developer', 'product-designer', 'ios-developer', 'product-strategist'] as const;
export type JobSlug = (typeof JOB_SLUGS)[number];

export interface ProjectResult {
  /** Short figure, e.g. "+38%" or "4.8★". */
  stat: string;
  description: string;
}

export interface Project {
  id: number;
  slug: ProjectSlug;
  /** Year the project shipped. */
  year: number;
  /** True when a looping clip exists under the projects videos folder, named after the slug. */
  hasVideo: boolean;
}

/** What a project card shows: the home page and the list load only these. */
export interface ProjectCardText {
  title: string;
  category: string;
  client: string;
  /** One or two sentences for cards. */
  excerpt: string;
  /** Describes the project's image for screen readers. */
  imageAlt: string;
}

/** The case study itself, loaded by the project page. */
export interface ProjectDetailText {
  overview: string;
  challenge: string;
  solution: string;
  results: [ProjectResult, ProjectResult, ProjectResult, ProjectResult];
}

export type ServiceIcon = 'compass' | 'pen-tool' | 'smartphone' | 'code' | 'trending-up' | 'bar-chart';

export interface Service {
  id: number;
  slug: ServiceSlug;
  category: ServiceCategory;
  icon: ServiceIcon;
}

export interface ServiceText {
  title: string;
  description: string;
  features: [string, string, string, string, string];
}

export interface BlogPost {
  id: number;
  slug: BlogSlug;
  /** ISO date, YYYY-MM-DD. */
  date: string;
}

export interface BlogPostText {
  title: string;
  /** One of the spec's categories, in this language. */
  category: string;
  author: string;
  excerpt: string;
  imageAlt: string;
}

export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';

export interface Job {
  id: number;
  slug: JobSlug;
  /** Minimum years of experience; null where the spec leaves it open. */
  experienceYears: number | null;
  employmentType: EmploymentType;
  /** ISO dates for the posting. */
  datePosted: string;
  /** Last day (UTC, YYYY-MM-DD) the position takes applications; after it the position is closed. */
  closes: string;
  remote: boolean;
  /** ISO 3166-1 alpha-2 country of the office, or of the remote region where it is one country. */
  country: string | null;
  /** The office's city in English, for structured data; null for remote roles. */
  city: string | null;
  salary: { currency: 'USD' | 'GBP'; min: number; max: number; unit: 'YEAR' };
}

/** What a row of the positions table shows. */
export interface JobCardText {
  title: string;
  department: string;
  location: string;
}

/** The posting itself, loaded by the job page. */
export interface JobDetailText {
  description: string;
  responsibilities: string[];
  requirements: string[];
  benefits: string[];
}
