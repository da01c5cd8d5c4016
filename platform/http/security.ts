import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { contentSecurityPolicy } from 'helmet';
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

/** `'self'` and the hashes of the response's own inline code of one kind. */
const selfAndInline = (kind: keyof InlineHashes) => (_req: IncomingMessage, res: ServerResponse) =>
  ["'self'", ...(inlineCode.get(res)?.[kind] ?? [])].join(' ');

/** helmet refuses a source only when it holds a `;` or `,`, which no hash does: a bug, thrown where the headers are written. */
const rethrow = (error?: Error) => {
  if (error) throw error;
};

/**
 * helmet with a CSP that cached pages can carry (decision 0003): scripts only from this
 * origin, inline code only by hash, never 'unsafe-inline'. Everything is self-hosted, so no
 * other origin is allowed anywhere. The policy is composed when the response's headers are
 * written, from the inline code its sender declared (allowInline) by then: one policy per
 * response, never rewritten.
 */
export function securityHeaders({ https, connectSources }: { https: boolean; connectSources: string[] }): RequestHandler {
  const policy = contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [selfAndInline('scripts')],
      styleSrc: [selfAndInline('styles')],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...connectSources],
      mediaSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Only behind https: on plain-http development it would rewrite asset URLs to https.
      upgradeInsecureRequests: https ? [] : null,
    },
  });
  const otherHeaders = helmet({ contentSecurityPolicy: false, strictTransportSecurity: https });
  return (req, res, next) => {
    onHeaders(res, () => policy(req, res, rethrow));
    otherHeaders(req, res, next);
  };
}
