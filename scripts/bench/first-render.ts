import { fetchPage, getAs } from './fetch-page';
import type { CapturedPage } from './twin';

/** A page rendered ahead answers its first request about as fast as a bare server sends its bytes. */
export const FIRST_RENDER_BUDGET_MS = 20;
/**
 * A page of the long tail renders at its first request (decision 0070): one render, cut and
 * compression, some 40 ms of CPU on the bench's machine, with room for a busy one. It holds
 * for the 95th percentile: among a thousand renders some meet a full garbage collection.
 */
export const TAIL_FIRST_RENDER_BUDGET_MS = 100;

export interface FirstRenders {
  pages: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  slowestPath: string;
  /** What each page answered, for the twin to send. */
  captured: CapturedPage[];
}

/**
 * Requests each page once, one after another, and times each until its last byte: run
 * right after a server is ready, these are the first requests of each page since it started.
 * The twin answers /healthz with a 404 page, which warms this client as well.
 */
export async function measureFirstRenders(origin: string, paths: string[], userAgent: string): Promise<FirstRenders> {
  const times: { path: string; ms: number }[] = [];
  const captured: CapturedPage[] = [];
  // This client's first request and body read compile its own code (27 to 30 ms on the twin's
  // first page too): a request that is no page pays for that, so no page's time holds it.
  await (await getAs(`${origin}/healthz`, userAgent)).arrayBuffer();
  for (const path of paths) {
    const started = performance.now();
    const page = await fetchPage(`${origin}${path}`, userAgent);
    times.push({ path, ms: performance.now() - started });
    captured.push({ path, userAgent, ...page });
  }
  const sorted = times.toSorted((a, b) => a.ms - b.ms);
  const middle = sorted.length / 2;
  const at = (index: number) => sorted[index]?.ms ?? Number.NaN;
  const slowest = sorted.at(-1);
  return {
    pages: sorted.length,
    medianMs: Number.isInteger(middle) ? (at(middle - 1) + at(middle)) / 2 : at(Math.floor(middle)),
    p95Ms: at(Math.ceil(sorted.length * 0.95) - 1),
    maxMs: slowest?.ms ?? Number.NaN,
    slowestPath: slowest?.path ?? '',
    captured,
  };
}
