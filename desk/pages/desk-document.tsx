import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DESK_TEXTS } from '../texts/desk-texts';
import { LANG_NAMES, LANGS, type Lang } from '../../shared/i18n/langs';
import { staticDocumentHtml, type StaticPageFiles } from '../../site';
import { shownName, type StaffAccount } from '../accounts/account-store';
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
 * Signed in: the sections the account's role reaches, then who is signed in, with their settings
 * and the sign-out button under it (the language is a setting, chosen there). Signed out: the
 * desk's language links, as there are no settings yet.
 */
function DeskBar({ ui, viewer, here }: { ui: Lang; viewer: Viewer | undefined; here: DeskAddress }) {
  const desk = DESK_TEXTS[ui];
  return viewer ? (
    <>
      {/* A row that scrolls sideways would clip the menu's panel: the menu stands beside it. */}
      <div className="desk-bar">
        <nav className="desk-nav" aria-label={desk.nav.label}>
          {viewer.sections.map(({ path, label, waiting }) => (
            <a key={path} href={deskHref(path, { ui })} aria-current={path === here.path ? 'page' : undefined}>
              {label(ui)}
              {waiting ? (
                <>
                  <span className="desk-nav__waiting" aria-hidden="true">
                    {waiting}
                  </span>
                  <span className="visually-hidden">, {desk.nav.waiting.replace('{count}', String(waiting))}</span>
                </>
              ) : null}
            </a>
          ))}
        </nav>
      </div>
      <AccountMenu ui={ui} account={viewer.account} here={here} />
    </>
  ) : (
    <div className="desk-bar">
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

/**
 * Who is signed in, by name (or email, until they give one) and role; it opens on the name in
 * full with the address, their settings and the sign-out button. A `<details>`: desk pages load
 * no script, and it opens with the keyboard and closes again without one.
 */
function AccountMenu({ ui, account, here }: { ui: Lang; account: StaffAccount; here: DeskAddress }) {
  const desk = DESK_TEXTS[ui];
  return (
    <details className="desk-account">
      <summary>
        <span className="desk-account__who">
          <span className="visually-hidden">{desk.signedInAs} </span>
          <span className="desk-account__name">{shownName(account)}</span>
          <span className="visually-hidden">, </span>
          <span className="desk-account__role">{desk.roles[account.role]}</span>
        </span>
      </summary>
      <div className="desk-account__menu">
        <p className="desk-account__whole">
          {account.name && (
            <>
              <strong>{account.name}</strong>
              <br />
            </>
          )}
          <span className="desk-muted">{account.email}</span>
        </p>
        <a href={deskHref(SETTINGS_PATH, { ui })} aria-current={here.path === SETTINGS_PATH ? 'page' : undefined}>
          {desk.nav.settings}
        </a>
        <form method="post" action={deskHref(`${DESK_PATH}/sign-out`, { ui })}>
          <button className="button button--ghost" type="submit">
            {desk.signOut}
          </button>
        </form>
      </div>
    </details>
  );
}
