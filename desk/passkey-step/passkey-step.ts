/**
 * The staff desk's only script (issue 28): signs in with a passkey, or creates one from an
 * invitation's link, on the markup of desk/pages/passkey-step-markup.tsx, whose data attributes
 * carry its texts. It talks to desk/auth/staff-session.ts and, once signed in, loads the desk.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** Options older than this are asked for again: the server's challenge lives five minutes. */
const OPTIONS_FRESH_MS = 4 * 60_000;

/** An answer of the server that is not what the step wanted, with its own words (in the page's language) when it gave some. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly said: string | undefined,
  ) {
    super(said ?? `HTTP ${status}`);
  }
}

/** A JSON POST to the staff API, answered in the page's language. */
async function post(path: string, body: unknown): Promise<Response> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': document.documentElement.lang },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (res.ok) return res;
  const answer = (await res.json().catch(() => undefined)) as { error?: unknown } | undefined;
  throw new Refusal(res.status, typeof answer?.error === 'string' ? answer.error : undefined);
}

/** The browser's "no": the person closed the prompt, or it timed out. */
const cancelled = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

function start(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-passkey-start]');
  const status = root.querySelector<HTMLElement>('[data-passkey-status]');
  const alert = root.querySelector<HTMLElement>('[data-passkey-alert]');
  const unsupported = root.querySelector<HTMLElement>('[data-passkey-unsupported]');
  if (!button || !status || !alert || !unsupported) return;
  const texts = root.dataset;
  const say = (text: string | undefined) => {
    status.textContent = '';
    alert.textContent = text ?? texts.failed ?? '';
    alert.hidden = false;
    alert.focus();
  };
  // The button's paragraph, since a .button's display outdoes its own hidden attribute.
  const hideButton = () => void (button.parentElement!.hidden = true);
  const quiet = () => {
    alert.hidden = true;
    alert.textContent = '';
  };

  if (root.dataset.passkeyStep === 'invitation') {
    // First of all: the secret leaves the address bar, the history and anything that copies the URL.
    const secret = location.hash.slice(1);
    if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
    if (!secret) {
      hideButton();
      return say(texts.missing);
    }
    if (!browserSupportsWebAuthn()) return void (unsupported.hidden = false);
    invitationStep(secret);
  } else {
    if (!browserSupportsWebAuthn()) return void (unsupported.hidden = false);
    signInStep();
  }

  /** Runs one press of the button: the wait is announced, the button waits too, and whatever fails is said. */
  function onPress(work: () => Promise<void>, refused: (error: Refusal) => string | undefined) {
    button!.disabled = false;
    button!.addEventListener('click', () => {
      quiet();
      button!.disabled = true;
      status!.textContent = texts.working ?? '';
      work().then(
        // The next page is loading: the button stays disabled.
        () => {},
        (error: unknown) => {
          button!.disabled = false;
          say(error instanceof Refusal ? refused(error) : cancelled(error) ? texts.cancelled : texts.failed);
        },
      );
    });
  }

  function signInStep() {
    onPress(
      async () => {
        const options = (await (await post('/api/staff/session/options', {})).json()) as PublicKeyCredentialRequestOptionsJSON;
        const response = await startAuthentication({ optionsJSON: options });
        await post('/api/staff/session', { response });
        // The sign-in page stands in for the desk page that was asked for: that page, now signed in.
        location.assign(location.pathname + location.search);
      },
      (error) => (error.status === 401 ? texts.failed : (error.said ?? texts.failed)),
    );
  }

  function invitationStep(secret: string) {
    const invitation = () =>
      post('/api/staff/invitation/options', { invitation: secret }).then(async (res) => ({
        at: Date.now(),
        options: (await res.json()) as PublicKeyCredentialCreationOptionsJSON,
      }));
    // Asked for at once, so that a spent link says so before anyone presses, and the press goes
    // straight to the browser's prompt (Safari wants it close to the click).
    let ready: ReturnType<typeof invitation> | undefined = invitation();
    const invalid = (error: Refusal) => {
      if (error.status === 401) return texts.failed;
      if (error.status !== 410) return error.said ?? texts.failed;
      // A spent link stays spent: nothing to press any more.
      hideButton();
      return texts.invalid;
    };
    ready.catch((error: unknown) => {
      ready = undefined;
      say(error instanceof Refusal ? invalid(error) : texts.failed);
    });
    onPress(async () => {
      const asked = await (ready ?? invitation());
      ready = undefined;
      const { options } = Date.now() - asked.at < OPTIONS_FRESH_MS ? asked : await invitation();
      const response = await startRegistration({ optionsJSON: options });
      await post('/api/staff/invitation', { invitation: secret, response });
      location.assign(root.dataset.desk ?? '/staff');
    }, invalid);
  }
}

const root = document.querySelector<HTMLElement>('[data-passkey-step]');
if (root) start(root);
