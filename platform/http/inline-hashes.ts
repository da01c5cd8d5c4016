import { createHash } from 'node:crypto';

/** CSP sources of the inline code in a document: a `'sha256-…'` source per distinct script and stylesheet. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
/** Scripts with any other type are data blocks, which browsers never run and CSP does not govern. */
const EXECUTABLE_TYPE = /^(|text\/javascript|module)$/i;

const hashSource = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/**
 * Hashes of the inline scripts and styles an HTML document carries, for a Content-Security-Policy
 * that cached pages can carry: unlike a nonce, a hash is the same in every response (decision 0003).
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => EXECUTABLE_TYPE.test(/\btype="([^"]*)"/.exec(attributes ?? '')?.[1] ?? ''))
    .map(([, , code]) => hashSource(code ?? ''));
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, css]) => hashSource(css ?? ''));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}
