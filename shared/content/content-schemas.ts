/**
 * What a content file holds (build/content/read-content.ts checks every file against these at
 * build time). An item is one Markdown file per language under `shared/content/<kind>/<lang>/`,
 * named by its slug: the English file's frontmatter holds the language-neutral facts and the
 * item's place in its list (`order`; articles are listed by date instead), besides its texts;
 * the Russian file holds the texts only. Articles carry their Markdown after the frontmatter;
 * the other kinds have no body.
 */
import { z } from 'zod';
import type { Lang } from '../i18n/langs';
import { SERVICE_CATEGORIES } from './types';

/** A text a page shows: never blank. */
const text = z.string().regex(/\S/, 'is blank');

/** An ISO date, YYYY-MM-DD (YAML reads an unquoted one as a string). */
const isoDate = z.iso.date();

/** Where the item stands in its lists: ascending, unique within its kind. */
const order = z.number();

/** A number that names the item outside the site (the content API, a posting's identifier). */
const id = z.int().positive();

const projectResult = z.strictObject({
  /** Short figure, e.g. "+38%" or "4.8★". */
  stat: text,
  description: text,
});

export const projectFacts = z.strictObject({
  id,
  /** Year the project shipped. */
  year: z.int().min(2000),
  /** True when a looping clip exists under the projects videos folder, named after the slug. */
  hasVideo: z.boolean(),
});

/** What a project card shows: the home page and the list need only these. */
export const projectCardText = z.strictObject({
  title: text,
  category: text,
  client: text,
  /** One or two sentences for cards. */
  excerpt: text,
  /** Describes the project's image for screen readers. */
  imageAlt: text,
});

/** The case study itself, read by the project page. */
export const projectDetailText = z.strictObject({
  overview: text,
  challenge: text,
  solution: text,
  results: z.tuple([projectResult, projectResult, projectResult, projectResult]),
});

export const serviceFacts = z.strictObject({
  id,
  category: z.enum(SERVICE_CATEGORIES),
  icon: z.enum(['compass', 'pen-tool', 'smartphone', 'code', 'trending-up', 'bar-chart']),
});

export const serviceText = z.strictObject({
  title: text,
  description: text,
  features: z.tuple([text, text, text, text, text]),
});

export const blogPostFacts = z.strictObject({
  id,
  date: isoDate,
  /** The day of the article's update note (`updateNote` in each language): its date modified. */
  updated: isoDate.optional(),
});

export const blogPostText = z.strictObject({
  title: text,
  /** One of the spec's categories, in this language. */
  category: text,
  author: text,
  excerpt: text,
  imageAlt: text,
});

/** What only the article's page shows: a note on what changed since it was written, dated `updated`. */
export const blogPostDetailText = z.strictObject({
  /** Markdown of one paragraph, shown above the article (build/content/generate-content.ts). */
  updateNote: text.optional(),
});

export const jobFacts = z.strictObject({
  id,
  /** Minimum years of experience; null where the spec leaves it open. */
  experienceYears: z.int().nonnegative().nullable(),
  employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']),
  datePosted: isoDate,
  /** Last day (UTC) the position takes applications; after it the position is closed. */
  closes: isoDate,
  remote: z.boolean(),
  /** ISO 3166-1 alpha-2 country of the office, or of the remote region where it is one country. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'is not an ISO 3166-1 alpha-2 code')
    .nullable(),
  /** The office's city in English, for structured data; null for remote roles. */
  city: text.nullable(),
  salary: z.strictObject({ currency: z.enum(['USD', 'GBP']), min: z.int().positive(), max: z.int().positive(), unit: z.literal('YEAR') }),
});

/** What a row of the positions table shows. */
export const jobCardText = z.strictObject({
  title: text,
  department: text,
  location: text,
});

/** The posting itself, read by the job page. */
export const jobDetailText = z.strictObject({
  description: text,
  responsibilities: z.array(text).min(1),
  requirements: z.array(text).min(1),
  benefits: z.array(text).min(1),
});

/**
 * Each kind's parts: the facts in its list (shipped to the browser), the texts its cards show
 * (`card`) and those only its own page reads (`detail`); articles also have a Markdown body.
 * Lists follow each item's `order`, except articles: newest first, by date.
 */
export const CONTENT_KINDS = {
  projects: { facts: projectFacts, card: projectCardText, detail: projectDetailText, body: false, newestFirst: false },
  services: { facts: serviceFacts, card: serviceText, detail: null, body: false, newestFirst: false },
  blog: { facts: blogPostFacts, card: blogPostText, detail: blogPostDetailText, body: true, newestFirst: true },
  jobs: { facts: jobFacts, card: jobCardText, detail: jobDetailText, body: false, newestFirst: false },
} as const;

export type ContentKind = keyof typeof CONTENT_KINDS;

/** The frontmatter of a kind's file in a language: the English one adds the facts and the order. */
export function frontmatterSchema(kind: ContentKind, lang: Lang) {
  const { facts, card, detail, newestFirst } = CONTENT_KINDS[kind];
  const texts = { ...card.shape, ...detail?.shape };
  return z.strictObject(lang === 'en' ? { ...(!newestFirst && { order }), ...facts.shape, ...texts } : texts);
}
