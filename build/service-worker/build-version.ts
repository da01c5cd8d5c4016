import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The worker's version: a hash of every file under the client output (names and bytes, the
 * worker itself left out) and of the precached answers the server writes. Whatever changes
 * in the client build changes it.
 */
export function buildVersion(outDir: string, workerFile: string, serverWritten: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => file !== workerFile)
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(outDir, file)));
  for (const [url, body] of serverWritten) hash.update(`${url}\0`).update(body);
  return hash.digest('hex').slice(0, 16);
}
