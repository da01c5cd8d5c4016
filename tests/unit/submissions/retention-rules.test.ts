import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/day';
import { DEFAULT_RETENTION } from '../../../shared/retention-periods';
import { APPLICATION, ENQUIRY } from '../../../submissions/kinds';
import { cutoffsAt, dueReason, monthsBefore, type RetentionCandidate } from '../../../submissions/retention/retention-rules';

/** The kinds whose rules decide, as the table hands them. */
const KINDS = [ENQUIRY, APPLICATION];

const candidate = (over: Partial<RetentionCandidate>): RetentionCandidate => ({
  id: 1,
  kind: 'application',
  number: 1,
  status: 'new',
  createdAt: new Date('2026-01-10T00:00:00Z'),
  job: 'product-designer',
  lastEventAt: null,
  rejectedAt: null,
  ...over,
});

describe('retention rules', () => {
  it('counts calendar months back, on the month’s last day when the day does not exist', () => {
    expect(monthsBefore(new Date('2027-03-15T10:00:00Z'), 24).toISOString()).toBe('2025-03-15T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(monthsBefore(new Date('2027-01-15T00:00:00Z'), 13).toISOString()).toBe('2025-12-15T00:00:00.000Z');
  });

  it('starts an application’s period at the first of its position’s closing and its rejection', () => {
    const at = (iso: string) => cutoffsAt(DEFAULT_RETENTION, new Date(iso));
    // product-designer closes on 2027-01-31, so it is closed from 2027-02-01.
    expect(dueReason(candidate({}), at('2027-07-31T23:59:59Z'), KINDS)).toBeNull();
    expect(dueReason(candidate({}), at('2027-08-01T00:00:00Z'), KINDS)).toMatchObject({ why: 'application-job-closed' });
    const rejected = candidate({ status: 'rejected', rejectedAt: new Date('2026-03-01T00:00:00Z') });
    expect(dueReason(rejected, at('2026-09-01T00:00:00Z'), KINDS)).toMatchObject({ why: 'application-rejected' });
    // A rejection later undone no longer counts.
    expect(dueReason({ ...rejected, status: 'interview' }, at('2026-09-01T00:00:00Z'), KINDS)).toBeNull();
    expect(dueReason(candidate({ job: 'gone' }), at('2026-07-10T00:00:00Z'), KINDS)).toMatchObject({ why: 'application-received' });
  });

  it('counts spam from arrival whatever its kind, and an enquiry from its last change', () => {
    const now = new Date('2027-03-15T10:00:00Z');
    const cutoffs = cutoffsAt(DEFAULT_RETENTION, now);
    const spam = candidate({ status: 'spam', createdAt: new Date(now.getTime() - 31 * DAY_MS) });
    expect(dueReason(spam, cutoffs, KINDS)).toMatchObject({ why: 'spam' });
    const enquiry = candidate({
      kind: 'enquiry',
      createdAt: new Date('2024-01-01T00:00:00Z'),
      lastEventAt: new Date('2025-04-01T00:00:00Z'),
    });
    expect(dueReason(enquiry, cutoffs, KINDS)).toBeNull();
    expect(dueReason({ ...enquiry, lastEventAt: null }, cutoffs, KINDS)).toMatchObject({ why: 'enquiry-last-change' });
  });
});
