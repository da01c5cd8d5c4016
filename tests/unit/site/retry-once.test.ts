import { describe, expect, it, vi } from 'vitest';
import { retryOnce } from '../../../site/retry-once';

const flaky = (failures: number) => {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module: island.js');
    return 'loaded';
  });
};

describe('retryOnce', () => {
  it('loads once when the first try succeeds', async () => {
    const load = flaky(0);
    await expect(retryOnce(load)).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load a second time before giving up', async () => {
    const load = flaky(1);
    await expect(retryOnce(load)).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure, with its error', async () => {
    const load = flaky(2);
    await expect(retryOnce(load)).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
