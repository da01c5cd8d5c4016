import { describe, expect, it } from 'vitest';
import { backoffMs, failureClassOf } from '../../../platform/mail/imap-reader';

describe('the inbound reader’s retries', () => {
  it('wait twice as long after each failure, up to the cap, at a random point of the upper half', () => {
    const retry = { firstMs: 1_000, maxMs: 300_000 };
    for (const [failures, ceiling] of [
      [1, 1_000],
      [2, 2_000],
      [5, 16_000],
      [9, 256_000],
      [10, 300_000],
      [1_000, 300_000],
    ] as const)
      for (let i = 0; i < 20; i++) {
        const wait = backoffMs(failures, retry);
        expect(wait).toBeGreaterThanOrEqual(ceiling / 2);
        expect(wait).toBeLessThanOrEqual(ceiling);
      }
    expect(new Set(Array.from({ length: 20 }, () => backoffMs(3, retry))).size).toBeGreaterThan(1);
  });

  it('name the kind of a failure, never its text', () => {
    expect(failureClassOf(Object.assign(new Error('Authentication failed'), { authenticationFailed: true }))).toBe('auth');
    expect(failureClassOf(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:993'), { code: 'ECONNREFUSED' }))).toBe('network');
    expect(failureClassOf(Object.assign(new Error('self-signed certificate'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }))).toBe('tls');
    expect(failureClassOf(Object.assign(new Error('Mailbox does not exist'), { mailboxMissing: true }))).toBe('mailbox');
    expect(failureClassOf(new Error('Command failed'))).toBe('protocol');
  });
});
