import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { JOBS } from '../../shared/content/.generated/jobs';
import { PROJECTS } from '../../shared/content/.generated/projects';
import { STUDIO } from '../../shared/content/studio';
import type { BlogSlug, JobSlug, ProjectSlug, ServiceSlug } from '../../shared/content/types';
import { LANG_NAMES, LANGS, LOCALE_TAGS } from '../../shared/i18n/langs';
import { pageHeading } from '../../shared/page-heading';
import { pageEntry, type PageId } from '../../shared/pages';
import { parentOf, pathOf, paths, type PageMatch } from '../../shared/routes';
import type { LangTexts } from '../../shared/pages';
import { pageDescription } from './page-meta';

type JsonLd = Record<string, unknown>;

const ENGLISH_DAYS = STUDIO.openingHours.days;

function postalAddress(office: (typeof STUDIO.offices)[keyof typeof STUDIO.offices]): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: office.country,
  };
}

/**
 * How much of the studio a page describes (decision 0073). Every page names it, one node by its
 * @id; the home pages say who it is (its logo and profiles, which search engines look for
 * there); the pages about it and on how to reach it say where and when too. In full on every
 * page, it was some 450 bytes of each page's first round trip.
 */
type StudioDetail = 'who' | 'where';
const STUDIO_DETAIL: Partial<Record<PageId, StudioDetail>> = { home: 'who', about: 'where', contact: 'where' };

/**
 * The studio: its name, then who it is, then where and when: the Wyoming headquarters, the
 * Denpasar office, their business hours and a contact point. The contact point is email, read
 * every day, weekends included (a reply within 24 hours), so it states no hours of its own; the
 * offices' hours are the spec's.
 */
function studio(siteUrl: string, detail: StudioDetail | undefined): JsonLd {
  const named = { '@type': 'ProfessionalService', '@id': `${siteUrl}/#organization`, name: STUDIO.name, url: `${siteUrl}/` };
  if (detail === undefined) return named;
  const who = {
    ...named,
    legalName: STUDIO.legalName,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/images/og/default.jpg`,
    email: STUDIO.email,
    foundingDate: String(STUDIO.foundedYear),
    sameAs: STUDIO.social.map((profile) => profile.url),
  };
  if (detail === 'who') return who;
  const hours = {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ENGLISH_DAYS.map((day) => `https://schema.org/${day}`),
    opens: STUDIO.openingHours.opens,
    closes: STUDIO.openingHours.closes,
  };
  return {
    ...who,
    priceRange: '$$$',
    address: postalAddress(STUDIO.offices.headquarters),
    openingHoursSpecification: hours,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: STUDIO.email,
      availableLanguage: LANGS.map((lang) => LANG_NAMES[lang]),
    },
    department: {
      '@type': 'ProfessionalService',
      name: `${STUDIO.name} Bali`,
      address: postalAddress(STUDIO.offices.bali),
      openingHoursSpecification: hours,
    },
  };
}

function website(siteUrl: string, texts: LangTexts): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    url: `${siteUrl}/`,
    name: STUDIO.name,
    description: texts.dict.meta.defaultDescription,
    inLanguage: LANGS.map((l) => LOCALE_TAGS[l]),
    publisher: { '@id': `${siteUrl}/#organization` },
  };
}

function breadcrumbs(siteUrl: string, match: PageMatch, texts: LangTexts, title: string): JsonLd {
  const { lang } = match;
  const trail = [{ name: texts.dict.nav.home, path: paths.home(lang) }];
  const parent = parentOf(match.page);
  if (parent) trail.push({ name: texts.dict.pages[parent], path: pathOf({ lang, page: parent }) });
  trail.push({ name: title, path: pathOf(match) });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

/** The content item a detail page is about. */
function item(siteUrl: string, match: PageMatch, texts: LangTexts, title: string, images: PageImages): JsonLd | null {
  const url = `${siteUrl}${pathOf(match)}`;
  const org = { '@id': `${siteUrl}/#organization` };
  const inLanguage = LOCALE_TAGS[match.lang];
  const description = pageDescription(match, texts);
  switch (pageEntry(match.page).items?.schema) {
    case 'BlogPosting': {
      const post = BLOG_POSTS.find((p) => p.slug === match.slug)!;
      const text = texts.content.blog[post.slug as BlogSlug];
      return {
        '@type': 'BlogPosting',
        headline: title,
        description,
        datePublished: post.date,
        dateModified: post.updated ?? post.date,
        author: { '@type': 'Person', name: text.author },
        publisher: org,
        image: images.item,
        articleSection: text.category,
        inLanguage,
        url,
        mainEntityOfPage: url,
      };
    }
    case 'CreativeWork': {
      const project = PROJECTS.find((p) => p.slug === match.slug)!;
      const text = texts.content.projects[project.slug as ProjectSlug];
      return {
        '@type': 'CreativeWork',
        name: title,
        description,
        abstract: texts.details.projects[project.slug as ProjectSlug].overview,
        genre: text.category,
        dateCreated: String(project.year),
        creator: org,
        sourceOrganization: { '@type': 'Organization', name: text.client },
        image: images.item,
        inLanguage,
        url,
      };
    }
    case 'Service':
      return {
        '@type': 'Service',
        name: title,
        description: texts.content.services[match.slug as ServiceSlug].description,
        provider: org,
        areaServed: 'Worldwide',
        url,
      };
    case 'JobPosting':
      return jobPosting(match.slug as JobSlug, texts, title, org, url);
    case undefined:
      return null;
  }
}

function jobPosting(slug: JobSlug, texts: LangTexts, title: string, org: JsonLd, url: string): JsonLd {
  const job = JOBS.find((j) => j.slug === slug)!;
  const detail = texts.details.jobs[slug];
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeText(i)}</li>`).join('')}</ul>`;
  const copy = texts.copy.careers.job;
  const description = [
    `<p>${escapeText(detail.description)}</p>`,
    `<h3>${escapeText(copy.responsibilities)}</h3>${list(detail.responsibilities)}`,
    `<h3>${escapeText(copy.requirements)}</h3>${list(detail.requirements)}`,
    `<h3>${escapeText(copy.benefits)}</h3>${list(detail.benefits)}`,
  ].join('');
  const location = job.remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        // Google requires where applicants may live; a worldwide role says so instead of listing every country.
        applicantLocationRequirements: job.country
          ? { '@type': 'Country', name: job.country }
          : { '@type': 'AdministrativeArea', name: 'Worldwide' },
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: job.country },
        },
      };
  return {
    '@type': 'JobPosting',
    title,
    description,
    identifier: { '@type': 'PropertyValue', name: STUDIO.name, value: String(job.id) },
    datePosted: job.datePosted,
    validThrough: `${job.closes}T23:59:59Z`,
    employmentType: job.employmentType,
    hiringOrganization: { ...org, '@type': 'Organization', name: STUDIO.name, sameAs: STUDIO.social[0].url },
    ...location,
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency,
      value: { '@type': 'QuantitativeValue', minValue: job.salary.min, maxValue: job.salary.max, unitText: job.salary.unit },
    },
    ...(job.experienceYears
      ? { experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.experienceYears * 12 } }
      : {}),
    directApply: false,
    url,
  };
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Absolute URLs of the images that represent a page. */
export interface PageImages {
  /** The detail item's own image, where it has one. */
  item?: string;
}

/**
 * JSON-LD of a page: the studio (STUDIO_DETAIL says how much of it); on the home pages the
 * website, whose name search engines show for the site, and breadcrumbs on the others; and the
 * item a detail page is about (BlogPosting, CreativeWork, Service, JobPosting).
 */
export function structuredData(siteUrl: string, match: PageMatch, texts: LangTexts, images: PageImages): JsonLd {
  const title = pageHeading(match, texts.dict, texts.content) ?? texts.dict.meta.siteName;
  const graph: JsonLd[] = [studio(siteUrl, STUDIO_DETAIL[match.page])];
  graph.push(match.page === 'home' ? website(siteUrl, texts) : breadcrumbs(siteUrl, match, texts, title));
  const about = item(siteUrl, match, texts, title, images);
  if (about) graph.push(about);
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** A JSON-LD script element; `<` is escaped so content cannot close it. */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
}
