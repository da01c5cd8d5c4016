import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/project-root';

const manifest = JSON.parse(readFileSync(join(projectRoot, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;

/** The built chunk of web-vitals and its reporter, which pages load once idle (decision 0011). */
export const VITALS_CHUNK = manifest['vitals/vitals-reporter.ts']!.file;

/** Gzip budget of that chunk, which is not part of first load. */
export const VITALS_CHUNK_MAX_BYTES = 4 * 1024;
