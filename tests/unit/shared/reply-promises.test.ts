import { describe, expect, it } from 'vitest';
import { applicationReplyDue, enquiryReplyDue } from '../../../shared/submissions/reply-promises';

describe('the replies promised', () => {
  it.each([
    ['a Saturday', '2026-12-05T09:30:00.000Z', '2026-12-06T09:30:00.000Z'],
    ['a Wednesday', '2026-12-02T23:59:00.000Z', '2026-12-03T23:59:00.000Z'],
  ])('an enquiry’s come 24 hours after %s, weekends included', (_day, received, due) => {
    expect(enquiryReplyDue(new Date(received)).toISOString()).toBe(due);
  });

  it.each([
    ['a Friday', '2026-11-20T12:00:00.000Z', '2026-11-27T12:00:00.000Z'],
    ['a Wednesday', '2026-11-18T09:30:00.000Z', '2026-11-25T09:30:00.000Z'],
    ['a Monday', '2026-11-16T23:59:00.000Z', '2026-11-23T23:59:00.000Z'],
    ['a Saturday, from the Monday after', '2026-11-21T10:00:00.000Z', '2026-11-27T10:00:00.000Z'],
    ['a Sunday, from the Monday after', '2026-11-22T10:00:00.000Z', '2026-11-27T10:00:00.000Z'],
  ])('an application’s end five weekdays after %s, at the same time of day (UTC)', (_day, received, due) => {
    expect(applicationReplyDue(new Date(received)).toISOString()).toBe(due);
  });
});
