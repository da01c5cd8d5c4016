import autocannon from 'autocannon';

export interface LoadSettings {
  /** Seconds. */
  duration: number;
  connections: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** What went wrong during the run, e.g. "3 non-2xx"; empty when every response was whole and 2xx. */
  problems: string[];
}

/** The part of autocannon's per-connection response queue that collects bodies (lib/pipelinedRequestsQueue.js). */
interface BodyQueue {
  peek(): { body: unknown } | undefined;
  addBody(chunk: Buffer): void;
}

/**
 * Makes a client count each body's bytes instead of decoding them into a string. The
 * decoding costs autocannon about a core at 2,000 pages a second, as much as the server
 * under test, so on two cores it would cap both at the same rate and hide the difference
 * being measured. verifyBody then receives the byte count, an exact length check.
 */
function countBodyBytes(client: object): void {
  const queue = (client as { pipelinedRequests?: Partial<BodyQueue> }).pipelinedRequests;
  if (typeof queue?.addBody !== 'function' || typeof queue.peek !== 'function') {
    throw new Error("autocannon's client no longer has pipelinedRequests.addBody; see scripts/bench/load.ts");
  }
  queue.addBody = function (this: BodyQueue, chunk) {
    const request = this.peek();
    if (request) request.body = Number(request.body) + chunk.length; // starts as '', which is 0
  };
}

/** Loads `url` as `userAgent` from `connections` keep-alive connections for `duration` seconds. */
export async function load(url: string, userAgent: string, expected: Buffer, settings: LoadSettings): Promise<LoadResult> {
  const result = await autocannon({
    url,
    ...settings,
    headers: { 'user-agent': userAgent },
    setupClient: countBodyBytes,
    verifyBody: (length) => length === expected.length,
  });
  const counts: [number, string][] = [
    [result.non2xx, 'non-2xx'],
    [result.errors, 'connection errors or timeouts'],
    [result.mismatches, 'with another length'],
  ];
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    problems: counts.filter(([count]) => count > 0).map(([count, what]) => `${count} ${what}`),
  };
}
