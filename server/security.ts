import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

export function cspNonce(res: Response): string {
  return res.locals.cspNonce as string;
}

/**
 * helmet with a CSP in which scripts run only with this response's nonce ('strict-dynamic'
 * lets those scripts load the app's chunks). Everything is self-hosted, so no other origin
 * is allowed anywhere.
 */
export function securityHeaders({ https, connectSources }: { https: boolean; connectSources: string[] }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(18).toString('base64');
    next();
  };
  const nonceSource = (_req: unknown, res: unknown) => `'nonce-${cspNonce(res as Response)}'`;
  return [
    nonce,
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [nonceSource, "'strict-dynamic'"],
          styleSrc: ["'self'", nonceSource],
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
    }),
  ];
}
