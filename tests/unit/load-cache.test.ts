import { describe, expect, it, vi } from 'vitest';
import { createLoadCache } from '../../client/load-cache';

const flaky = (failures: number) => {
  let calls = 0;
  return vi.fn(async (key: string) => {
    calls += 1;
    if (calls <= failures) throw new TypeError(`Failed to fetch dynamically imported module: ${key}.js`);
    return `${key} loaded`;
  });
};

describe('createLoadCache', () => {
  it('loads a key once however often it is asked for', async () => {
    const loader = flaky(0);
    const cache = createLoadCache(loader);
    expect(await Promise.all([cache.load('a'), cache.load('a')])).toEqual(['a loaded', 'a loaded']);
    expect(cache.loaded('a')).toBe('a loaded');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load a second time before giving up', async () => {
    const loader = flaky(1);
    const cache = createLoadCache(loader);
    await expect(cache.load('a')).resolves.toBe('a loaded');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps a load that failed twice failed, so that a render throws it instead of suspending again', async () => {
    const loader = flaky(2);
    const cache = createLoadCache(loader);
    const first = cache.load('a');
    await expect(first).rejects.toThrow('Failed to fetch');
    expect(cache.load('a')).toBe(first);
    expect(cache.loaded('a')).toBeUndefined();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
