import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LANG_NAMES, LANGS, type Lang } from '../../shared/i18n/langs';
import { switchLangPath, type PageMatch } from '../../shared/routes';
import { loadDictionary } from '../i18n/dictionary-store';
import { useI18n } from '../i18n/i18n-context';
import { savePreferredLang } from '../i18n/preferred-lang';
import { loadPage } from '../pages/page-registry';

/** EN/RU switch: the same page with the other language prefix; the choice is remembered. */
export function LanguageSwitch({ match }: { match: PageMatch | null }) {
  const { lang: current, t } = useI18n();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  const prepare = (lang: Lang) => Promise.all([loadDictionary(lang), match?.found ? loadPage({ ...match, lang }) : undefined]);

  const onClick = async (event: MouseEvent, lang: Lang, to: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    savePreferredLang(lang);
    // Wait for the other language's strings so the switch never flashes an empty page.
    await prepare(lang);
    await navigate(to);
  };

  return (
    <div className="lang-switch" role="group" aria-label={t('a11y.languageSwitch')}>
      {LANGS.map((lang) => {
        const to = `${switchLangPath(pathname, lang)}${search}${hash}`;
        return (
          <Link
            key={lang}
            to={to}
            lang={lang}
            hrefLang={lang}
            className="lang-switch__option"
            aria-current={lang === current ? 'true' : undefined}
            aria-label={LANG_NAMES[lang]}
            data-tooltip={lang === current ? undefined : t(`tooltips.readIn.${lang}`)}
            onPointerEnter={() => void prepare(lang)}
            onFocus={() => void prepare(lang)}
            onClick={(event) => void onClick(event, lang, to)}
          >
            {lang.toUpperCase()}
          </Link>
        );
      })}
    </div>
  );
}
