import { DESK_TEXTS } from '../texts/desk-texts';
import type { Lang } from '../../shared/i18n/langs';
import type { StaticPageFiles } from '../../site';
import { deskDocument } from './desk-document';
import { DESK_PATH, deskHref } from './desk-links';
import { PasskeyStep, passkeyScriptOf } from './passkey-step-markup';

/**
 * The passkey sign-in, in place of any desk page without a session: the passkey step's button
 * (desk/passkey-step/), which reloads the page asked for once signed in. Without a script, or in
 * a browser without passkeys, it says so.
 */
export function signInPage(ui: Lang, files: StaticPageFiles): string {
  const { signIn } = DESK_TEXTS[ui];
  return deskDocument(
    { ui },
    files,
    { title: signIn.title, here: { path: DESK_PATH }, scripts: [passkeyScriptOf(files)] },
    <>
      <h1 className="page-title">{signIn.title}</h1>
      <p className="lead">{signIn.intro}</p>
      <PasskeyStep
        step="sign-in"
        desk={deskHref(DESK_PATH, { ui })}
        texts={{
          submit: signIn.submit,
          working: signIn.working,
          failed: signIn.failed,
          cancelled: signIn.cancelled,
          needsScript: signIn.needsScript,
          unsupported: signIn.unsupported,
        }}
      />
      <p>{signIn.noAccount}</p>
    </>,
  );
}
