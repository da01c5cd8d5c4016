import type { BlogSlug, JobSlug, ProjectSlug, ServiceSlug } from '../../shared/content/types';
import type { PageMatch } from '../../shared/routes';
import type { LangTexts } from './lang-texts';

/** Longest meta description (docs/requirements.md section 9: abstracts are cut at 150 characters). */
export const DESCRIPTION_MAX = 150;

/** Cuts text to `max` characters on a word boundary, with an ellipsis when it was cut. */
export function cutOnWord(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).replace(/[\s,.;:—–-]+$/, '')}…`;
}

/** The page's own summary, before cutting: an item's excerpt, a page's subtitle. */
function summaryOf(match: PageMatch, { dict, content, details, copy, privacy, terms }: LangTexts): string {
  const slug = match.slug;
  switch (match.page) {
    case 'home':
      return dict.meta.defaultDescription;
    case 'projects':
      return copy.projects.subtitle;
    case 'project':
      return content.projects[slug as ProjectSlug].excerpt;
    case 'services':
      return copy.services.subtitle;
    case 'service':
      return content.services[slug as ServiceSlug].description;
    case 'blog':
      return copy.blog.subtitle;
    case 'post':
      return content.blog[slug as BlogSlug].excerpt;
    case 'about':
      return copy.about.intro[0];
    case 'careers':
      return copy.careers.subtitle;
    case 'job':
      return details.jobs[slug as JobSlug].description;
    case 'contact':
      return copy.contact.subtitle;
    case 'privacy':
      return privacy.intro;
    case 'terms':
      return terms.intro;
    case 'sitemap':
      return copy.sitemapPage.subtitle;
  }
}

/** Meta description of a found page, at most 150 characters. */
export function pageDescription(match: PageMatch, texts: LangTexts): string {
  return cutOnWord(summaryOf(match, texts));
}
