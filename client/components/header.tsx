import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths, sectionOf, type PageMatch } from '../../shared/routes';
import { useI18n } from '../i18n/i18n-context';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';
import { useScrolled } from './use-scrolled';

/** Pixels of scroll after which the header gets its solid background (spec section 9). */
const SOLID_AFTER_PX = 50;

/** Where header.css stops showing the menu button. */
const WIDE_SCREEN = '(min-width: 961px)';

export function Header({ match }: { match: PageMatch | null }) {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Navigation closes the menu in the same render, before the new page takes the focus.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const scrolled = useScrolled(SOLID_AFTER_PX);
  const current = match && sectionOf(match.page);
  const button = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    setMenuOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    const header = button.current?.closest('header');
    if (!menuOpen || !header) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    // The page under the overlay is out of reach of Tab and screen readers while the menu is open.
    const behind = [...header.parentElement!.children].filter((element): element is HTMLElement => element !== header);
    const wide = matchMedia(WIDE_SCREEN);
    for (const element of behind) element.inert = true;
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', closeMenu);
    document.body.classList.add('menu-open');
    return () => {
      for (const element of behind) element.inert = false;
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', closeMenu);
      document.body.classList.remove('menu-open');
    };
  }, [menuOpen]);

  return (
    <header className="site-header" data-solid={scrolled || menuOpen ? 'true' : undefined}>
      <div className="container site-header__bar">
        <Link to={paths.home(lang)} className="site-header__logo" aria-label={t('a11y.homeLink')}>
          <Logo />
        </Link>
        <button
          ref={button}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-button__icon" aria-hidden="true" />
        </button>
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
      </div>
      {menuOpen && <div className="menu-overlay" data-testid="menu-overlay" onClick={closeMenu} />}
    </header>
  );
}
