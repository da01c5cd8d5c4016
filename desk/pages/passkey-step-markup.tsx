import type { StaticPageFiles } from '../../site';

/** The texts the passkey step shows; the page carries them, the script carries no dictionary. */
export interface PasskeyStepTexts {
  submit: string;
  working: string;
  failed: string;
  cancelled: string;
  needsScript: string;
  unsupported: string;
  /** The invitation's step only: the link has no secret, or the server no longer opens it. */
  missing?: string;
  invalid?: string;
}

/** The passkey step's URL; the desk's sign-in pages cannot work without it. */
export function passkeyScriptOf(files: StaticPageFiles): string {
  if (!files.passkeyScript) throw new Error('The desk’s sign-in pages need the passkey step’s script (StaticPageFiles.passkeyScript)');
  return files.passkeyScript;
}

/**
 * The markup desk/passkey-step/passkey-step.ts works on: its button, disabled until the script
 * has checked the browser, a polite status for the wait, an alert (focused when it speaks) for
 * what went wrong, and the reasons the button cannot work. Its texts travel as data attributes.
 */
export function PasskeyStep({ step, desk, texts }: { step: 'sign-in' | 'invitation'; desk: string; texts: PasskeyStepTexts }) {
  return (
    <div
      className="desk-sign-in desk-passkey"
      data-passkey-step={step}
      data-desk={desk}
      data-working={texts.working}
      data-failed={texts.failed}
      data-cancelled={texts.cancelled}
      data-missing={texts.missing}
      data-invalid={texts.invalid}
    >
      <noscript>
        <p className="desk-alert">{texts.needsScript}</p>
      </noscript>
      <p className="desk-alert" data-passkey-unsupported hidden>
        {texts.unsupported}
      </p>
      <p className="desk-alert" data-passkey-alert role="alert" tabIndex={-1} hidden />
      <p>
        <button className="button" type="button" data-passkey-start disabled>
          {texts.submit}
        </button>
      </p>
      <p className="desk-muted" data-passkey-status role="status" aria-live="polite" />
    </div>
  );
}
