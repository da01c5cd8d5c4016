import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Bearer STAFF_TOKEN, compared in constant time (hashing first makes the lengths equal).
 * Without a configured token staff endpoints are off: 503 says so.
 */
export function requireStaff(token: string | undefined): RequestHandler {
  const expected = token ? digest(token) : null;
  return (req, res, next) => {
    if (!expected) {
      res.status(503).json({ error: 'Staff endpoints are disabled: set STAFF_TOKEN to enable them.' });
      return;
    }
    const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: 'A valid staff token is required.' });
      return;
    }
    next();
  };
}
