import { Router, type Request } from 'express';
import { DESK_TEXTS } from '../texts/desk-texts';
import { isLang, type Lang } from '../../shared/i18n/langs';
import { preferredLang } from '../../platform/http/lang';
import type { StaticPageFiles } from '../../site';
import { deskDocument } from './desk-document';
import { DESK_PATH, deskHref, INVITATION_PATH } from './desk-links';
import { PasskeyStep, passkeyScriptOf } from './passkey-step-markup';

/**
 * Where an invitation's link leads: the passkey step creates a passkey for the invited account and
 * signs in with it. The secret is in the link's fragment, which no request carries: the page is
 * the same for everyone, and the script reads the secret and takes it off the address bar.
 */
export function invitationPage(ui: Lang, files: StaticPageFiles): string {
  const { invitation, signIn } = DESK_TEXTS[ui];
  return deskDocument(
    { ui },
    files,
    { title: invitation.title, here: { path: INVITATION_PATH }, scripts: [passkeyScriptOf(files)] },
    <>
      <h1 className="page-title">{invitation.title}</h1>
      <p className="lead">{invitation.intro}</p>
      <PasskeyStep
        step="invitation"
        desk={deskHref(DESK_PATH, { ui })}
        texts={{
          submit: invitation.submit,
          working: invitation.working,
          failed: invitation.failed,
          cancelled: invitation.failed,
          needsScript: invitation.needsScript,
          unsupported: signIn.unsupported,
          missing: invitation.missing,
          invalid: invitation.invalid,
        }}
      />
    </>,
  );
}

/** The page's language: `?ui=` when it names one, else the visitor's (an invitation's link has no `?ui=`). */
const uiOf = (req: Request): Lang => (isLang(req.query.ui) ? req.query.ui : preferredLang(req));

/** GET /staff/invitation: no session needed; never cached, never indexed (as every desk page). */
export function invitationPageRoute({ files }: { files: StaticPageFiles }): Router {
  const router = Router();
  router.get(INVITATION_PATH, (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(invitationPage(uiOf(req), files));
  });
  return router;
}
