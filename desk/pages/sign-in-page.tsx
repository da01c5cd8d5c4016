import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import type { Lang } from '../../shared/i18n/langs';
import type { StaticPageFiles } from '../../site';
import { deskDocument } from './desk-document';
import { DESK_PATH } from './desk-links';

export type SignInProblem = 'wrong' | 'limited' | 'disabled';

/** The token form, with why the last try failed; only the reason when the desk is switched off. */
export function signInPage(ui: Lang, files: StaticPageFiles, problem?: SignInProblem): string {
  const { signIn } = DICTIONARIES[ui].staffDesk;
  return deskDocument(
    ui,
    files,
    { title: signIn.title, signedIn: false, here: { path: DESK_PATH } },
    <>
      <h1 className="page-title">{signIn.title}</h1>
      <p className="lead">{signIn.intro}</p>
      {problem && (
        <p id="sign-in-problem" className="desk-alert" role="alert">
          {signIn[problem]}
        </p>
      )}
      {problem !== 'disabled' && (
        <form method="post" action="/api/staff/session" className="desk-sign-in">
          <input type="hidden" name="ui" value={ui} />
          <label htmlFor="staff-token">{signIn.token}</label>
          <input
            id="staff-token"
            name="token"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'sign-in-problem' : undefined}
          />
          <button className="button" type="submit">
            {signIn.submit}
          </button>
        </form>
      )}
    </>,
  );
}
