import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { MessageKey } from '../../shared/i18n/dictionary';
import { paths, sectionOf, type PageId, type PageMatch } from '../../shared/routes';
import { useI18n } from '../i18n/i18n-context';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { useScrolled } from './use-scrolled';

const NAV_ITEMS: { page: PageId; label: MessageKey }[] = [
  { page: 'services', label: 'nav.services' },
  { page: 'projects', label: 'nav.work' },
  { page: 'about', label: 'nav.about' },
  { page: 'blog', label: 'nav.blog' },
  { page: 'careers', label: 'nav.careers' },
  { page: 'contact', label: 'nav.contact' },
];

/** Pixels of scroll after which the header gets its solid background (spec section 9). */
const SOLID_AFTER_PX = 50;

export function Header({ match }: { match: PageMatch | null }) {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrolled(SOLID_AFTER_PX);
  const current = match && sectionOf(match.page);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('menu-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('menu-open');
    };
  }, [menuOpen]);

  return (
    <header className="site-header" data-solid={scrolled || menuOpen ? 'true' : undefined}>
      <div className="container site-header__bar">
        <Link to={paths.home(lang)} className="site-header__logo" aria-label={t('a11y.homeLink')}>
          <Logo />
        </Link>
        <nav id="site-nav" className="site-nav" aria-label={t('a11y.mainNav')} data-open={menuOpen ? 'true' : undefined}>
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
          <LanguageSwitch match={match} />
        </nav>
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-button__icon" aria-hidden="true" />
        </button>
      </div>
      {menuOpen && <div className="menu-overlay" data-testid="menu-overlay" onClick={() => setMenuOpen(false)} />}
    </header>
  );
}
