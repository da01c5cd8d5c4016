import { describe, expect, it } from 'vitest';
import { ENQUIRY_REPLY_MS as PROMISE_MS, replyDueAt } from '../../../shared/submissions/reply-promises';
import { awaitsReply, promiseStats, timeLeft } from '../../../desk/promise/reply-promise';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const answered = (receivedAgo: number, waited: number) => ({
  receivedAt: ago(receivedAgo),
  firstReplyAt: new Date(ago(receivedAgo).getTime() + waited),
});

describe('the 24-hour promise', () => {
  it('says how long an enquiry has left, and how late it is after', () => {
    expect(timeLeft(ago(20 * HOUR), now)).toBe(4 * HOUR);
    expect(timeLeft(ago(27 * HOUR), now)).toBe(-3 * HOUR);
    expect(timeLeft(now, now)).toBe(PROMISE_MS);
  });

  it("gives each kind's due time by its name, as its promise has it (tests/unit/shared/reply-promises.test.ts), and none to a kind that promises none", () => {
    const due = (kind: string, at: string) => replyDueAt(kind, new Date(at))?.toISOString();
    expect(due('enquiry', '2026-12-05T09:30:00.000Z')).toBe('2026-12-06T09:30:00.000Z');
    expect(due('application', '2026-12-05T09:30:00.000Z')).toBe('2026-12-11T09:30:00.000Z');
    expect(due('newsletter', '2026-12-02T09:30:00.000Z')).toBeUndefined();
  });

  it('runs the clock only while a record is new and unanswered', () => {
    expect(awaitsReply({ status: 'new', firstReplyAt: null })).toBe(true);
    expect(awaitsReply({ status: 'new', firstReplyAt: now })).toBe(false);
    expect(awaitsReply({ status: 'screening', firstReplyAt: null })).toBe(false);
  });

  it('gives the median and 90th percentile time to first reply and the share kept, over the window only', () => {
    const enquiries = [
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((hours) => answered(2 * DAY, hours * HOUR)),
      answered(3 * DAY, 30 * HOUR),
      // Outside a 30-day window, inside 90 days.
      answered(40 * DAY, 50 * HOUR),
    ];
    const month = promiseStats(enquiries, now, 30 * DAY);
    expect(month).toEqual({ judged: 10, answered: 10, medianMs: 5 * HOUR, p90Ms: 9 * HOUR, kept: 9, keptShare: 0.9 });
    expect(promiseStats(enquiries, now, 90 * DAY)).toMatchObject({ judged: 11, p90Ms: 30 * HOUR, kept: 9, keptShare: 9 / 11 });
  });

  it('counts an unanswered enquiry against the promise once its 24 hours are over, and not before', () => {
    const stats = promiseStats(
      [answered(2 * DAY, 2 * HOUR), { receivedAt: ago(30 * HOUR), firstReplyAt: null }, { receivedAt: ago(3 * HOUR), firstReplyAt: null }],
      now,
      30 * DAY,
    );
    expect(stats).toEqual({ judged: 2, answered: 1, medianMs: 2 * HOUR, p90Ms: 2 * HOUR, kept: 1, keptShare: 0.5 });
  });

  it('has nothing to say without enquiries', () => {
    expect(promiseStats([], now, 30 * DAY)).toEqual({ judged: 0, answered: 0, medianMs: null, p90Ms: null, kept: 0, keptShare: null });
  });
});
