import { LANG_NAMES, LANGS } from '../../shared/i18n/langs';
import { switchLangPath } from '../../shared/routes';
import { useI18n } from '../i18n/i18n-context';
import { useLocation } from '../location-context';
import { Link } from './link';

/**
 * EN/RU switch: the same page with the other language prefix. The choice is remembered when
 * it is clicked (site/behaviours/language-switch.ts).
 */
export function LanguageSwitch() {
  const { lang: current, t } = useI18n();
  const { pathname } = useLocation();
  return (
    <div className="lang-switch" role="group" aria-label={t('a11y.languageSwitch')}>
      {LANGS.map((lang) => (
        <Link
          key={lang}
          to={switchLangPath(pathname, lang)}
          lang={lang}
          hrefLang={lang}
          className="lang-switch__option"
          aria-current={lang === current ? 'true' : undefined}
          // Starts with the visible code, so a voice-control user can say what they see (WCAG 2.5.3).
          aria-label={`${lang.toUpperCase()} — ${LANG_NAMES[lang]}`}
          data-tooltip={lang === current ? undefined : t(`tooltips.readIn.${lang}`)}
        >
          {lang.toUpperCase()}
        </Link>
      ))}
    </div>
  );
}
