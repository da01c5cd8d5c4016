import type { ServerResponse } from 'node:http';
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

/**
 * helmet with a CSP that cached pages can carry (decision 0003): scripts only from this
 * origin, inline code only by hash, never 'unsafe-inline'. Everything is self-hosted, so no
 * other origin is allowed anywhere. The policy is written with the response's headers, from the
 * inline code its sender declared (allowInline) by then: one policy per response, never
 * rewritten. It is composed once per set of hashes (a kept page declares the same object every
 * time), not at every request.
 */
export function securityHeaders({ https, connectSources }: { https: boolean; connectSources: string[] }): RequestHandler {
  const directives: Record<string, Sources> = {
    'default-src': ["'self'"],
    'script-src': ({ scripts }) => ["'self'", ...scripts],
    'style-src': ({ styles }) => ["'self'", ...styles],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSources],
    'media-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only behind https: on plain-http development it would rewrite asset URLs to https.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
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
  const otherHeaders = helmet({ contentSecurityPolicy: false, strictTransportSecurity: https });
  return (req, res, next) => {
    onHeaders(res, () => res.setHeader('Content-Security-Policy', policyFor(inlineCode.get(res) ?? NO_INLINE)));
    otherHeaders(req, res, next);
  };
}
