/** What Vite writes into index.html for `html.cspNonce`; replaced by each response's nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const HEAD_SLOT = '<!--app-head-->';
const HTML_SLOT = '<!--app-html-->';
/** After the root element: data and crawler markup that React does not hydrate. */
export const EXTRAS_SLOT = '<!--app-extras-->';
const LANG_SLOT = '%APP_LANG%';

export interface TemplateParts {
  /** Everything before the app's markup, with head, language and nonce filled in. */
  start: string;
  end: string;
}

/** Fills index.html's slots for one response and splits it around the streamed app markup. */
export function fillTemplate(template: string, fill: { lang: string; head: string; nonce: string }): TemplateParts {
  const html = template
    .replaceAll(NONCE_PLACEHOLDER, fill.nonce)
    .replace(LANG_SLOT, fill.lang)
    .replace(HEAD_SLOT, fill.head);
  const at = html.indexOf(HTML_SLOT);
  if (at === -1) throw new Error(`index.html has no ${HTML_SLOT} slot`);
  return { start: html.slice(0, at), end: html.slice(at + HTML_SLOT.length) };
}
