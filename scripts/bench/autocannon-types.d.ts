// autocannon ships no types; this covers what scripts/bench uses (see its README for the rest).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** One connection's client; see load.ts for the undocumented part it relies on. */
  type Client = EventEmitter;

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Called with each connection's client before its first request. */
    setupClient?: (client: Client) => void;
    /** Called with each response's body (a string as autocannon collects it); a falsy answer counts as a mismatch. */
    verifyBody?: (body: unknown) => boolean;
  }

  interface Histogram {
    average: number;
    p99: number;
  }

  interface Result {
    /** Requests completed per second, sampled once a second. */
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    /** Connection errors, timeouts included. */
    errors: number;
    non2xx: number;
    mismatches: number;
  }

  export default function autocannon(options: Options): PromiseLike<Result>;
}
