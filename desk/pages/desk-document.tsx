import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DESK_TEXTS } from '../texts/desk-texts';
import { LANG_NAMES, LANGS, type Lang } from '../../shared/i18n/langs';
import { staticDocumentHtml, type StaticPageFiles } from '../../site';
import { DESK_PATH, deskHref, SETTINGS_PATH, type Params, type Viewer } from './desk-links';

/** The desk's own styles, outside the site's stylesheet so that no public page carries them. */
const DESK_STYLESHEET = '/staff.css';

/** A page's own address without the desk's language, for the language links. */
interface DeskAddress {
  path: string;
  params?: Params;
}

/** A desk page as its whole document: the site's shell, with the desk's bar beside the logo (its sections once signed in). */
export function deskDocument(
  viewer: Viewer | { ui: Lang },
  files: StaticPageFiles,
  { title, here, scripts }: { title: string; here: DeskAddress; scripts?: string[] },
  page: ReactNode,
): string {
  const { ui } = viewer;
  return staticDocumentHtml(ui, files, {
    title: `${title} — ${DESK_TEXTS[ui].title}`,
    headerExtra: renderToStaticMarkup(<DeskBar ui={ui} viewer={'account' in viewer ? viewer : undefined} here={here} />),
    extraStylesheets: [DESK_STYLESHEET],
    main: renderToStaticMarkup(<div className="container page-section desk">{page}</div>),
    ...(scripts && { scripts }),
  });
}

/**
 * Signed in: the sections the account's role reaches, its settings and the sign-out button (the
 * language is a setting, chosen there). Signed out: the desk's language links, as there are no
 * settings yet.
 */
function DeskBar({ ui, viewer, here }: { ui: Lang; viewer: Viewer | undefined; here: DeskAddress }) {
  const desk = DESK_TEXTS[ui];
  return (
    <div className="desk-bar">
      {viewer ? (
        <>
          <nav className="desk-nav" aria-label={desk.nav.label}>
            {viewer.sections.map(({ path, label }) => (
              <a key={path} href={deskHref(path, { ui })} aria-current={path === here.path ? 'page' : undefined}>
                {label(ui)}
              </a>
            ))}
            <a href={deskHref(SETTINGS_PATH, { ui })} aria-current={here.path === SETTINGS_PATH ? 'page' : undefined}>
              {desk.nav.settings}
            </a>
          </nav>
          <form method="post" action={deskHref(`${DESK_PATH}/sign-out`, { ui })} className="desk-sign-out">
            <button className="button button--ghost" type="submit">
              {desk.signOut}
            </button>
          </form>
        </>
      ) : (
        <p className="desk-lang" role="group" aria-label={desk.interfaceLanguage}>
          {LANGS.map((lang) =>
            lang === ui ? (
              <span key={lang} className="desk-lang__current" aria-current="true">
                {lang.toUpperCase()}
              </span>
            ) : (
              <a
                key={lang}
                href={deskHref(here.path, { ...here.params, ui: lang })}
                lang={lang}
                hrefLang={lang}
                aria-label={`${lang.toUpperCase()} — ${LANG_NAMES[lang]}`}
              >
                {lang.toUpperCase()}
              </a>
            ),
          )}
        </p>
      )}
    </div>
  );
}
