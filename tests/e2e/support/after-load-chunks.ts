import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../platform/config/project-root';

const manifest = JSON.parse(readFileSync(join(projectRoot, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;

/** The built chunk of web-vitals and its reporter, which pages load once idle (decision 0011). */
export const VITALS_CHUNK = manifest['vitals/vitals-reporter.ts']!.file;

/** The service worker's registration, loaded after the load event and the first paint (decisions 0010, 0026). */
const SERVICE_WORKER_CHUNK = manifest['offline/register-service-worker.ts']!.file;

/** Chunks that are not part of first load: requested only after the page has loaded. */
export const AFTER_LOAD_CHUNKS = [VITALS_CHUNK, SERVICE_WORKER_CHUNK];

/** Gzip budget of each of those chunks. */
export const AFTER_LOAD_CHUNK_MAX_BYTES = 4 * 1024;
