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
    // Wait for the other language's strings so the switch never flashes an empty page; if they
    // cannot arrive, the server renders the page in that language instead.
    try {
      await prepare(lang);
    } catch {
      location.assign(to);
      return;
    }
    await navigate(to);
  };
  // Starting early only saves time; a failure here is met again, and handled, by the click.
  const prefetch = (lang: Lang) => void prepare(lang).catch(() => undefined);

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
            // Starts with the visible code, so a voice-control user can say what they see (WCAG 2.5.3).
            aria-label={`${lang.toUpperCase()} — ${LANG_NAMES[lang]}`}
            data-tooltip={lang === current ? undefined : t(`tooltips.readIn.${lang}`)}
            onPointerEnter={() => prefetch(lang)}
            onFocus={() => prefetch(lang)}
            onClick={(event) => void onClick(event, lang, to)}
          >
            {lang.toUpperCase()}
          </Link>
        );
      })}
    </div>
  );
}
