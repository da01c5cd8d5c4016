import type { LangContent } from './content/lang-content';
import type { BlogSlug, JobSlug, ProjectSlug, ServiceSlug } from './content/types';
import type { Dictionary } from './i18n/dictionary';
import type { PageMatch } from './routes';

/**
 * The main subject of a page, which is also its title: the content item's own title on
 * detail pages, the page name elsewhere, null for the home page. `content` needs only the
 * item's kind.
 */
export function pageHeading(match: PageMatch, dict: Dictionary, content: Partial<LangContent>): string | null {
  if (match.page === 'home') return null;
  const slug = match.found ? match.slug : undefined;
  const item = (() => {
    switch (match.page) {
      case 'project':
        return content.projects?.[slug as ProjectSlug];
      case 'service':
        return content.services?.[slug as ServiceSlug];
      case 'post':
        return content.blog?.[slug as BlogSlug];
      case 'job':
        return content.jobs?.[slug as JobSlug];
      default:
        return undefined;
    }
  })();
  return item?.title ?? dict.pages[match.page];
}
