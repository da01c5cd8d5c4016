import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { LANG_NAMES, LANGS, type Lang } from '../../shared/i18n/langs';
import { staticDocumentHtml, type StaticPageFiles } from '../../site';
import { APPLICATIONS_PATH, DESK_PATH, deskHref, type Params } from './desk-links';

/** The desk's own styles, outside the site's stylesheet so that no public page carries them. */
const DESK_STYLESHEET = '/staff.css';

/** A page's own address without the desk's language, for the language links. */
interface DeskAddress {
  path: string;
  params?: Params;
}

/** A desk page as its whole document: the site's shell, with the desk's bar beside the logo. */
export function deskDocument(
  ui: Lang,
  files: StaticPageFiles,
  { title, signedIn, here }: { title: string; signedIn: boolean; here: DeskAddress },
  page: ReactNode,
): string {
  return staticDocumentHtml(ui, files, {
    title: `${title} — ${DICTIONARIES[ui].staffDesk.title}`,
    headerExtra: renderToStaticMarkup(<DeskBar ui={ui} signedIn={signedIn} here={here} />),
    extraStylesheets: [DESK_STYLESHEET],
    main: renderToStaticMarkup(<div className="container page-section desk">{page}</div>),
  });
}

/** The desk's sections and the sign-out button once signed in, and the desk's language links. */
function DeskBar({ ui, signedIn, here }: { ui: Lang; signedIn: boolean; here: DeskAddress }) {
  const desk = DICTIONARIES[ui].staffDesk;
  const sections = [
    [DESK_PATH, desk.nav.inbox],
    [APPLICATIONS_PATH, desk.nav.applications],
    [`${DESK_PATH}/vitals`, desk.nav.vitals],
  ] as const;
  return (
    <div className="desk-bar">
      {signedIn && (
        <>
          <nav className="desk-nav" aria-label={desk.nav.label}>
            {sections.map(([path, label]) => (
              <a key={path} href={deskHref(path, { ui })}>
                {label}
              </a>
            ))}
          </nav>
          <form method="post" action={deskHref(`${DESK_PATH}/sign-out`, { ui })} className="desk-sign-out">
            <button className="button button--ghost" type="submit">
              {desk.signOut}
            </button>
          </form>
        </>
      )}
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
    </div>
  );
}
