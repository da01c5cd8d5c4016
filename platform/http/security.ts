import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import onHeaders from 'on-headers';
import type { InlineHashes } from './inline-hashes';

/** The inline code of each response that carries some, as its sender declared it. */
const inlineCode = new WeakMap<ServerResponse, InlineHashes>();

/**
 * Declares the inline scripts and styles this response's HTML carries: its CSP allows them by
 * hash, and no other. A response that declares none allows no inline code at all.
 */
export function allowInline(res: ServerResponse, inline: InlineHashes): void {
  inlineCode.set(res, inline);
}

/** A directive's sources, or a function of the response's inline code. */
type Sources = string[] | ((inline: InlineHashes) => string[]);

const NO_INLINE: InlineHashes = { scripts: [], styles: [] };

const SELF = "'self'";

/**
 * What helmet sets on a response of this configuration: the same on every response, so read once.
 * Without the headers only retired software reads (Internet Explorer's XSS filter and download
 * prompt, Flash's and Acrobat's cross-domain policies) or that repeat a browser's default on
 * https (no DNS prefetching of links): they were 117 bytes of every page's first round trip
 * (decision 0073).
 */
function helmetHeaders(https: boolean): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: https,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...headers];
}

export interface SecurityHeaders {
  /** Gives every response the headers; its CSP is written with its headers, from what it declared with allowInline. */
  middleware: RequestHandler;
  /** The same as `middleware`, on one response: for a sender mounted before it (the kept pages' error path). */
  apply(res: ServerResponse): void;
  /**
   * The security headers of a kept page whose HTML carries `inline`, its CSP included, for a
   * sender that writes its headers at once: every header but Cross-Origin-Opener-Policy
   * (decision 0044).
   */
  publicPageHeaders(inline: InlineHashes): Record<string, string>;
}

/**
 * helmet's headers with a CSP that cached pages can carry (decision 0003): scripts only from
 * this origin, inline code only by hash, never 'unsafe-inline'. Everything is self-hosted, so
 * no other origin is allowed anywhere. helmet's own headers are the same on every response and
 * are read from it once. A response's policy is written with its headers, from the inline code
 * its sender declared (allowInline) by then, unless the sender set a policy of its own (a
 * download's, `sendDownload`): one policy per response, never rewritten. It is
 * composed once per set of hashes (a kept page declares the same object every time), not at
 * every request.
 */
export function createSecurityHeaders({ https, connectSources }: { https: boolean; connectSources: string[] }): SecurityHeaders {
  // Fonts, media, the manifest, the service worker and (but in development) the requests come
  // from this origin too: their directives would only repeat default-src, which a browser falls
  // back to (decision 0073). script-src stays: without it Chromium adds a console error ("'script-src'
  // was not explicitly set") to the violation of each check for eval, which zod makes in the islands.
  // No upgrade-insecure-requests: every URL a page loads is this origin's and root-relative, and
  // HSTS keeps the origin on https.
  const directives: Record<string, Sources> = {
    'default-src': [SELF],
    'script-src': ({ scripts }) => [SELF, ...scripts],
    'style-src': ({ styles }) => [SELF, ...styles],
    'img-src': [SELF, 'data:'],
    ...(connectSources.length > 0 ? { 'connect-src': [SELF, ...connectSources] } : {}),
    'object-src': ["'none'"],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': ["'none'"],
  };
  const composed = new WeakMap<InlineHashes, string>();
  const policyFor = (inline: InlineHashes): string => {
    let policy = composed.get(inline);
    if (policy === undefined) {
      policy = Object.entries(directives)
        .map(([name, sources]) => [name, ...(typeof sources === 'function' ? sources(inline) : sources)].join(' '))
        .join(';');
      composed.set(inline, policy);
    }
    return policy;
  };
  const fixed = helmetHeaders(https);
  // The public pages, the same for everyone, keep no secret an opener could reach; the header would make the browser start a renderer for every arrival (decision 0044).
  const publicPageFixed = fixed.filter(([name]) => name !== 'Cross-Origin-Opener-Policy');
  const apply = (res: ServerResponse) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    // A sender's own policy stands (a download's sandbox): the site's is only for responses without one.
    onHeaders(res, () => {
      if (!res.hasHeader('Content-Security-Policy')) res.setHeader('Content-Security-Policy', policyFor(inlineCode.get(res) ?? NO_INLINE));
    });
  };
  return {
    middleware: (_req, res, next) => {
      apply(res);
      next();
    },
    apply,
    publicPageHeaders: (inline) => ({ ...Object.fromEntries(publicPageFixed), 'Content-Security-Policy': policyFor(inline) }),
  };
}
