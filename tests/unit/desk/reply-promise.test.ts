import { describe, expect, it } from 'vitest';
import { ENQUIRY_REPLY_MS as PROMISE_MS, replyDueAt } from '../../../shared/submissions/reply-promises';
import { promiseStats, timeLeft, waitingSince } from '../../../desk/promise/reply-promise';
import { readersOf, staffMessage } from '../../../desk/promise/staff-readers';
import type { StaffAccount } from '../../../desk/accounts/account-store';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
/** A wait begun `startedAgo` ago and answered `waited` after it began. */
const answered = (startedAgo: number, waited: number) => ({
  startedAt: ago(startedAgo),
  repliedAt: new Date(ago(startedAgo).getTime() + waited),
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

  it('runs the clock while a record is new and waits for a reply, from when it began to wait', () => {
    const answer = '2026-11-26T09:00:00.000Z';
    expect(waitingSince({ status: 'new', awaitingSince: answer })).toEqual(new Date(answer));
    expect(waitingSince({ status: 'new', awaitingSince: null })).toBeNull();
    expect(waitingSince({ status: 'screening', awaitingSince: answer })).toBeNull();
    expect(waitingSince({ status: 'archived', awaitingSince: answer })).toBeNull();
  });

  it('gives the median and 90th percentile time to reply and the share kept, over the waits begun in the window only', () => {
    const waits = [
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((hours) => answered(2 * DAY, hours * HOUR)),
      answered(3 * DAY, 30 * HOUR),
      // Outside a 30-day window, inside 90 days.
      answered(40 * DAY, 50 * HOUR),
    ];
    const month = promiseStats(waits, now, 30 * DAY);
    expect(month).toEqual({ judged: 10, answered: 10, medianMs: 5 * HOUR, p90Ms: 9 * HOUR, kept: 9, keptShare: 0.9 });
    expect(promiseStats(waits, now, 90 * DAY)).toMatchObject({ judged: 11, p90Ms: 30 * HOUR, kept: 9, keptShare: 9 / 11 });
  });

  it('counts each wait of one enquiry: its first reply in time, and its sender’s answer left unanswered past 24 hours', () => {
    const first = answered(3 * DAY, 2 * HOUR);
    const second = { startedAt: ago(30 * HOUR), repliedAt: null };
    expect(promiseStats([first, second], now, 30 * DAY)).toEqual({
      judged: 2,
      answered: 1,
      medianMs: 2 * HOUR,
      p90Ms: 2 * HOUR,
      kept: 1,
      keptShare: 0.5,
    });
    // Answered in 26 hours: a broken promise, counted in the times too.
    const late = promiseStats([first, { ...second, repliedAt: ago(4 * HOUR) }], now, 30 * DAY);
    expect(late).toMatchObject({ judged: 2, answered: 2, p90Ms: 26 * HOUR, kept: 1 });
  });

  it('counts an unanswered wait against the promise once its 24 hours are over, and not before', () => {
    const stats = promiseStats(
      [answered(2 * DAY, 2 * HOUR), { startedAt: ago(30 * HOUR), repliedAt: null }, { startedAt: ago(3 * HOUR), repliedAt: null }],
      now,
      30 * DAY,
    );
    expect(stats).toEqual({ judged: 2, answered: 1, medianMs: 2 * HOUR, p90Ms: 2 * HOUR, kept: 1, keptShare: 0.5 });
  });

  it('has nothing to say without waits', () => {
    expect(promiseStats([], now, 30 * DAY)).toEqual({ judged: 0, answered: 0, medianMs: null, p90Ms: null, kept: 0, keptShare: null });
  });
});

const account = (id: number, role: StaffAccount['role'], lang: StaffAccount['lang'] = 'en'): StaffAccount => ({
  id,
  email: `${role}${id}@northbeam.test`,
  role,
  lang,
  timeZone: 'UTC',
  createdAt: now,
  name: null,
  title: null,
  lastSignInAt: null,
});

describe('who is told about a record', () => {
  const admin = account(1, 'admin');
  const sales = account(2, 'sales', 'ru');
  const recruiter = account(3, 'recruiting');
  const everyone = [admin, sales, recruiter];
  const assignee = (one: StaffAccount) => ({ assignee: { id: one.id, email: one.email, name: null } });

  it('tells its assignee, else the accounts of the role that answers its kind, else the admins', () => {
    expect(readersOf(everyone, assignee(sales), ['admin', 'sales'])).toEqual({ readers: [sales], why: 'assigned' });
    expect(readersOf(everyone, { assignee: null }, ['admin', 'sales'])).toEqual({ readers: [sales], why: 'unassigned' });
    expect(readersOf(everyone, { assignee: null }, ['admin', 'recruiting'])).toEqual({ readers: [recruiter], why: 'unassigned' });
    expect(readersOf([admin, sales], { assignee: null }, ['admin', 'recruiting'])).toEqual({ readers: [admin], why: 'admins' });
    // An assignee whose account was removed is not among the live accounts: the role is told.
    expect(readersOf([admin, recruiter], assignee(sales), ['admin', 'recruiting'])).toEqual({ readers: [recruiter], why: 'unassigned' });
  });

  it('writes one email to them all, in their language, or in English then Russian when they read different ones', () => {
    const text = (lang: string) => ({ subject: `subject ${lang}`, body: `body ${lang}` });
    expect(staffMessage([sales], 'site@northbeam.test', text)).toEqual({
      from: 'site@northbeam.test',
      to: 'sales2@northbeam.test',
      subject: 'subject ru',
      text: 'body ru',
    });
    expect(staffMessage([sales, admin], 'site@northbeam.test', text)).toMatchObject({
      to: 'sales2@northbeam.test, admin1@northbeam.test',
      subject: 'subject en',
      text: 'body en\n\n———\n\nbody ru',
    });
    expect(staffMessage([], 'site@northbeam.test', text)).toBeNull();
  });
});
