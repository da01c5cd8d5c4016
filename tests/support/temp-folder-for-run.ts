import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One temporary folder for the whole server test run, in which every test's own temporary folders
 * are made (the workers' TMPDIR), and which goes at the run's end: with it goes what a failed file
 * left, and the app each worker shares between files (shared-site.ts), which no file closes.
 */
export default function tempFolderForRun(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'site-tests-'));
  // Open to pass through, as /tmp is: PostgreSQL and dovecot run as users of their own under root.
  chmodSync(folder, 0o755);
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
