import { pageLinks } from '../../shared/content/blog-pages';
import { paths } from '../../shared/routes';
import { useI18n } from '../i18n/i18n-context';
import { Link } from './link';

/** The links between the pages of the blog's list: previous, the numbers around this one, next. None when there is one page. */
export function BlogPagination({ current, count }: { current: number; count: number }) {
  const { lang, t } = useI18n();
  const links = pageLinks(current, count);
  if (links.length === 0) return null;
  const to = (page: number) => (page === 1 ? paths.blog(lang) : paths.blogPage(lang, String(page)));
  return (
    <nav className="pagination" aria-label={t('blogPages.nav')}>
      <ul className="pagination__list">
        {current > 1 && (
          <li>
            <Link className="pagination__link pagination__step" rel="prev" to={to(current - 1)}>
              {t('blogPages.previous')}
            </Link>
          </li>
        )}
        {links.map((link, order) =>
          link === 'gap' ? (
            <li key={`gap-${order}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link}>
              <Link
                className="pagination__link"
                to={to(link)}
                aria-label={t('blogPages.page', { n: link })}
                aria-current={link === current ? 'page' : undefined}
              >
                {link}
              </Link>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <Link className="pagination__link pagination__step" rel="next" to={to(current + 1)}>
              {t('blogPages.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
