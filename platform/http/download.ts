import type { Response } from 'express';

/**
 * What every file staff download carries: never cached, never read as another type than its
 * own, and a policy under which nothing in it runs or loads should a browser show it rather than
 * save it (a CV is whatever its sender made it; a CSV or an archive holds visitors' text). The
 * security headers leave a response's own policy as it is (security.ts).
 */
export const DOWNLOAD_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

/**
 * Sends `body` as a file to save under `name`, of `type`, with DOWNLOAD_HEADERS; `inline` for one
 * to read in the browser first (text), under the same name when saved.
 */
export function sendDownload(
  res: Response,
  { name, type, body, inline = false }: { name: string; type: string; body: string | Buffer; inline?: boolean },
): void {
  res.set(DOWNLOAD_HEADERS).attachment(name).type(type);
  if (inline) res.set('Content-Disposition', res.get('Content-Disposition')!.replace(/^attachment/, 'inline'));
  res.send(body);
}
