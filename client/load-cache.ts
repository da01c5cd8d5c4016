/** A promise that says whether it has settled, the way React's `use` reads it. */
type Tracked<V> = Promise<V> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: V; reason?: unknown };

/**
 * Marks a promise with its state as it settles. `use` returns the value of a fulfilled one
 * synchronously, so a component that always calls `use` never suspends on loaded data.
 */
export function trackThenable<V>(promise: Promise<V>): Promise<V> {
  const thenable = promise as Tracked<V>;
  thenable.status = 'pending';
  // The handlers return nothing: returning the promise itself would pass its rejection on to a
  // promise nobody handles.
  thenable.then(
    (value) => {
      Object.assign(thenable, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(thenable, { status: 'rejected', reason });
    },
  );
  return thenable;
}

/**
 * Tries a load a second time when the first fails: a chunk or text lost to a flaky mobile
 * connection usually arrives on the next request.
 */
export function retryOnce<V>(load: () => Promise<V>): Promise<V> {
  return load().catch(() => load());
}

/**
 * Remembers loads by key: `load` starts one at most once and returns a tracked promise for
 * `use`; `loaded` answers synchronously once it has arrived, for code outside React. A load that
 * failed even when retried stays failed: a render meets the same rejected promise and throws
 * its error (a new load on each render would suspend for ever).
 */
export function createLoadCache<K, V>(loader: (key: K) => Promise<V>) {
  const loads = new Map<K, Tracked<V>>();
  return {
    load(key: K): Promise<V> {
      let load = loads.get(key);
      if (!load) {
        load = trackThenable(retryOnce(() => loader(key))) as Tracked<V>;
        loads.set(key, load);
      }
      return load;
    },
    loaded(key: K): V | undefined {
      return loads.get(key)?.value;
    },
    /** Stores a value that arrived another way (the server's snapshot). */
    seed(key: K, value: V): void {
      loads.set(key, Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value }));
    },
  };
}
