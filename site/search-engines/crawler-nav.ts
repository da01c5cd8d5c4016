import escapeHtml from 'escape-html';
import type { Dictionary } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';
import { paths, sectionOf, type PageId, type PageMatch } from '../../shared/routes';

const SECTIONS: { page: PageId; label: (dict: Dictionary) => string }[] = [
  { page: 'home', label: (d) => d.nav.home },
  { page: 'projects', label: (d) => d.pages.projects },
  { page: 'services', label: (d) => d.pages.services },
  { page: 'blog', label: (d) => d.pages.blog },
  { page: 'careers', label: (d) => d.pages.careers },
  { page: 'contact', label: (d) => d.nav.contact },
];

/**
 * The visually hidden site-structure list crawlers get (docs/requirements.md section 1), with the current
 * section marked. It sits outside React's root, so it never affects hydration.
 */
export function crawlerNav(lang: Lang, match: PageMatch | null, dict: Dictionary): string {
  const current = match ? sectionOf(match.page) : null;
  const items = SECTIONS.map(({ page, label }) => {
    const mark = page === current ? (match?.page === page ? ' aria-current="page"' : ' aria-current="true"') : '';
    return `<li><a href="${paths[page](lang, '')}"${mark}>${escapeHtml(label(dict))}</a></li>`;
  });
  return `<nav class="visually-hidden" aria-label="${escapeHtml(dict.a11y.siteStructure)}"><ul>${items.join('')}</ul></nav>`;
}
