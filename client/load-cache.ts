/**
 * Remembers loads by key: `load` starts one at most once, `loaded` answers synchronously
 * once it has arrived, so render code can use the value without suspending.
 */
export function createLoadCache<K, V>(loader: (key: K) => Promise<V>) {
  const values = new Map<K, V>();
  const pending = new Map<K, Promise<V>>();
  return {
    load(key: K): Promise<V> {
      let promise = pending.get(key);
      if (!promise) {
        promise = loader(key).then((value) => {
          values.set(key, value);
          return value;
        });
        pending.set(key, promise);
      }
      return promise;
    },
    loaded(key: K): V | undefined {
      return values.get(key);
    },
    /** Stores a value that arrived another way (the server's snapshot). */
    seed(key: K, value: V): void {
      values.set(key, value);
      pending.set(key, Promise.resolve(value));
    },
  };
}
