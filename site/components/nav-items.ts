import type { MessageKey } from '../../shared/i18n/dictionary';
import type { PageId } from '../../shared/routes';

/** The site's main sections, in the header's order; the 404 page offers the same ways on. */
export const NAV_ITEMS: { page: PageId; label: MessageKey }[] = [
  { page: 'services', label: 'nav.services' },
  { page: 'projects', label: 'nav.work' },
  { page: 'about', label: 'nav.about' },
  { page: 'blog', label: 'nav.blog' },
  { page: 'careers', label: 'nav.careers' },
  { page: 'contact', label: 'nav.contact' },
];
