import type { LocaleContent } from './content/locale-content';
import type { BlogSlug, JobSlug, ProjectSlug, ServiceSlug } from './content/types';
import type { Dictionary } from './i18n/dictionary';
import type { PageMatch } from './routes';

/**
 * The main subject of a page, which is also its title: the content item's own title on
 * detail pages, the page name elsewhere, null for the home page.
 */
export function pageHeading(match: PageMatch, dict: Dictionary, content: LocaleContent): string | null {
  if (match.page === 'home') return null;
  if (!match.found || !match.slug) return dict.pages[match.page];
  switch (match.page) {
    case 'project':
      return content.projects[match.slug as ProjectSlug].title;
    case 'service':
      return content.services[match.slug as ServiceSlug].title;
    case 'post':
      return content.blog[match.slug as BlogSlug].title;
    case 'job':
      return content.jobs[match.slug as JobSlug].title;
    default:
      return dict.pages[match.page];
  }
}
