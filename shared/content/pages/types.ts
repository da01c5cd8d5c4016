import type { EmploymentType, ServiceCategory } from '../types';
import type { PluralForms } from '../../i18n/plural';

/**
 * Copy of the site's pages (headings, intros, labels), one module per language.
 * Lists whose length the layout depends on are tuples, so a wrong count fails the typecheck.
 */

/** A heading with a short text under it: value cards, process steps, perks. */
export interface TitledText {
  title: string;
  text: string;
}

/**
 * One message in every plural category that English and Russian use (Intl.PluralRules):
 * English needs one and other; Russian one (1, 21), few (2–4), many (5–20) and other (fractions).
 */
/** Title and subtitle of a page or a section. */
export interface Heading {
  title: string;
  subtitle: string;
}

/** The line under a page's name: the name itself is the dictionary's `pages` entry (shared/pages.ts). */
export interface PageIntro {
  subtitle: string;
}

export interface HomeCopy {
  hero: {
    title: string;
    subtitle: string;
    /** Button that leads to the projects page. */
    ctaLabel: string;
    /** Accessible label of the scroll-down arrow. */
    scrollLabel: string;
  };
  clients: {
    /** Lead-in before the logos, e.g. "Trusted by teams at". */
    label: string;
    /** Accessible labels of the button that stops and restarts the scrolling names. */
    pause: string;
    play: string;
  };
  work: Heading & { viewCaseStudy: string; viewAll: string };
  services: Heading & {
    /** Filter tab labels: "all" plus one per service category. */
    filters: Record<'all' | ServiceCategory, string>;
    /** Polite live count of the services the filter shows; contains "{count}". */
    resultsCount: PluralForms;
    learnMore: string;
  };
  about: {
    title: string;
    paragraphs: [string, string];
    /** Label next to the years figure ("10+"). */
    badge: string;
    /** Labels of the figures in STUDIO.stats. */
    stats: { products: string; team: string; awards: string; satisfaction: string };
    aboutLink: string;
    careersLink: string;
    imageAlt: string;
  };
  blog: Heading & { readMore: string; viewAll: string };
  careers: Heading & {
    /** Column headings of the open positions table. */
    columns: { position: string; department: string; location: string };
    apply: string;
    viewAll: string;
  };
  contact: Heading;
}

export interface AboutCopy {
  intro: [string, string];
  locationLabel: string;
  contactLabel: string;
  /** Collaboration, excellence, innovation, efficiency — in this order. */
  values: { title: string; items: [TitledText, TitledText, TitledText, TitledText] };
  cta: { title: string; text: string; button: string };
  imageAlt: string;
}

export interface ServicesCopy extends PageIntro {
  /** Discover, design & build, launch & grow — in this order. */
  approach: Heading & { steps: [TitledText, TitledText, TitledText] };
  /** Closing call to action, its button leads to the contact page. */
  cta: { title: string; text: string; button: string };
}

export interface CareersCopy extends PageIntro {
  /** Label of the title search field. */
  searchLabel: string;
  searchPlaceholder: string;
  departmentLabel: string;
  locationLabel: string;
  /** Option of the department and location filters that shows everything. */
  allOption: string;
  noResultsTitle: string;
  noResultsHint: string;
  /** Button of the empty state that clears the search and both filters. */
  resetFilters: string;
  /** Live count of the positions shown; contains "{count}". */
  resultsCount: PluralForms;
  values: { title: string; items: [TitledText, TitledText, TitledText] };
  /** Labels of a job page. */
  job: {
    responsibilities: string;
    requirements: string;
    benefits: string;
    apply: string;
    back: string;
    /** Contains the "{years}" placeholder for Job.experienceYears, in each plural form. */
    experience: PluralForms;
    employmentTypes: Record<EmploymentType, string>;
    /** The pay range shown with the facts, as in the JobPosting data; contains "{range}". */
    salaryPerYear: string;
  };
}

export interface BlogCopy extends PageIntro {
  searchPlaceholder: string;
  /** Accessible label of the search field. */
  searchLabel: string;
  noResultsTitle: string;
  noResultsHint: string;
  /** Button of the empty state that empties the search field. */
  clearSearch: string;
  /** Live count of the articles found (all of the blog's, before a search); contains "{count}". */
  resultsCount: PluralForms;
  /** The count when only the first {shown} of {count} articles found are shown. */
  firstResults: PluralForms;
  /** What the count says while the search fetches the list of every article, and if it could not. */
  searchLoading: string;
  searchFailed: string;
  /** The button that fetches that list again. */
  searchRetry: string;
  back: string;
  relatedTitle: string;
  /** Before an article's update note; {date} is the day it was updated. */
  updated: string;
  /** Precedes the author's name. */
  by: string;
}

export interface ProjectsCopy extends PageIntro {
  backLabel: string;
  overview: string;
  challenge: string;
  solution: string;
  results: string;
  previous: string;
  next: string;
  notFound: string;
  client: string;
  category: string;
  /** Label of the year the project shipped. */
  year: string;
  /** Accessible labels of the button that pauses and resumes a case study's looping video. */
  pauseVideo: string;
  playVideo: string;
}

export interface ContactCopy extends PageIntro {
  officesTitle: string;
  emailLabel: string;
}

export interface SitemapCopy extends PageIntro {
  /** Headings of the link groups, in page order. */
  groups: { main: string; projects: string; services: string; articles: string; jobs: string };
}

export interface PageCopy {
  home: HomeCopy;
  about: AboutCopy;
  services: ServicesCopy;
  careers: CareersCopy;
  blog: BlogCopy;
  projects: ProjectsCopy;
  contact: ContactCopy;
  sitemapPage: SitemapCopy;
}
