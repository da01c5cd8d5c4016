import { Link } from './link';
import { paths, sectionOf, type PageMatch } from '../../shared/routes';
import { useI18n } from '../i18n/i18n-context';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';

export function Header({ match }: { match: PageMatch | null }) {
  const { lang, t } = useI18n();
  const current = match && sectionOf(match.page);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={paths.home(lang)} className="site-header__logo" aria-label={t('a11y.homeLink')}>
          <Logo />
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-expanded="false"
          aria-controls="site-nav"
          aria-label={t('a11y.openMenu')}
          data-label-open={t('a11y.openMenu')}
          data-label-close={t('a11y.closeMenu')}
        >
          <span className="menu-button__icon" aria-hidden="true" />
        </button>
        <nav id="site-nav" className="site-nav" aria-label={t('a11y.mainNav')}>
          <ul className="site-nav__list">
            {NAV_ITEMS.map(({ page, label }) => (
              <li key={page}>
                <Link
                  to={paths[page](lang, '')}
                  className="site-nav__link"
                  aria-current={current === page ? (match?.page === page ? 'page' : 'true') : undefined}
                >
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
          <LanguageSwitch />
        </nav>
      </div>
      <div className="menu-overlay" hidden />
    </header>
  );
}
