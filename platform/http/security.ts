import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { InlineHashes } from '../../site/render/inline-hashes';

/**
 * helmet with a CSP that cached pages can carry (decision 0003): scripts only from this
 * origin, inline code only by hash, never 'unsafe-inline'. Everything is self-hosted, so no
 * other origin is allowed anywhere.
 */
export function securityHeaders({
  https,
  connectSources,
  inline,
}: {
  https: boolean;
  connectSources: string[];
  inline: InlineHashes;
}): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inline.scripts],
        styleSrc: ["'self'", ...inline.styles],
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
    },
    strictTransportSecurity: https,
  });
}

const CSP = 'Content-Security-Policy';

/**
 * Narrows the response's style-src to these inline stylesheets: a kept page carries its own,
 * cut to what the page uses (decision 0027), not the template's.
 */
export function allowInlineStyles(res: Response, hashes: string[]): void {
  const policy = res.getHeader(CSP);
  if (typeof policy !== 'string') return;
  res.setHeader(
    CSP,
    policy.replace(/style-src [^;]*/, () => ["style-src 'self'", ...hashes].join(' ')),
  );
}
