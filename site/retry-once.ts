/**
 * Tries a load a second time when the first fails: a chunk lost to a flaky mobile connection
 * usually arrives on the next request.
 */
export function retryOnce<V>(load: () => Promise<V>): Promise<V> {
  return load().catch(() => load());
}
