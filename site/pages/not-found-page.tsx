import { Link } from '../components/link';
import { paths } from '../../shared/routes';
import { NAV_ITEMS } from '../components/nav-items';
import { useI18n } from '../i18n/i18n-context';

/**
 * The 404 screen: the specification's title, a hint written for visitors (the page moved or the
 * address has a typo: docs/requirements.md section 2) and links that lead on, home first.
 */
export function NotFoundPage() {
  const { lang, t } = useI18n();
  return (
    <section className="container page-section not-found">
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.hint')}</p>
      <nav aria-label={t('notFound.sections')}>
        <ul className="not-found__links">
          <li>
            <Link className="button" to={paths.home(lang)}>
              {t('notFound.back')}
            </Link>
          </li>
          {NAV_ITEMS.map(({ page, label }) => (
            <li key={page}>
              <Link className="button button--ghost" to={paths[page](lang, '')}>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
