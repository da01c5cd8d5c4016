import { describe, expect, it } from 'vitest';
import { ApplicationSchema } from '../../../shared/submissions/application';
import { EnquirySchema } from '../../../shared/submissions/enquiry';
import { isTimeZone, zoneLabel } from '../../../shared/time-zones';
import { arrivalOf } from '../../../submissions/emails/confirmation-email';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';

/** Spaces as a reader sees them: Intl and the Russian typography put no-break ones in. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('time zones', () => {
  it('are the IANA zones the runtime knows', () => {
    for (const zone of ['Europe/Berlin', 'America/Argentina/Buenos_Aires', 'UTC', 'Asia/Makassar'])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['Mars/Olympus_Mons', '', 'GMT+25', 'Europe/Berlin; DROP TABLE']) expect(isTimeZone(zone), zone).toBe(false);
  });

  it('are named beside a time by their offset then and their city (in Russian, as Russian names it), or their short name when they name no place', () => {
    const winter = new Date('2026-11-20T12:00:00Z');
    expect(zoneLabel(winter, 'America/Denver', 'en')).toBe('GMT-7 (Denver)');
    expect(zoneLabel(new Date('2026-07-20T12:00:00Z'), 'America/Denver', 'ru')).toBe('GMT-6 (Денвер)');
    expect(zoneLabel(winter, 'Europe/Moscow', 'ru')).toBe('GMT+3 (Москва)');
    expect(zoneLabel(winter, 'Europe/Berlin', 'ru')).toBe('GMT+1 (Германия)');
    expect(zoneLabel(winter, 'America/Argentina/Buenos_Aires', 'en')).toBe('GMT-3 (Buenos Aires)');
    expect(zoneLabel(winter, 'UTC', 'en')).toBe('UTC');
  });
});

describe('the forms’ time zone', () => {
  it('is kept when the runtime knows it, and dropped, never refused, when it does not', () => {
    expect(EnquirySchema.parse({ ...VALID_ENQUIRY, timeZone: 'Asia/Makassar' }).timeZone).toBe('Asia/Makassar');
    for (const timeZone of ['Mars/Olympus_Mons', 42, '', 'x'.repeat(100), undefined]) {
      const parsed = EnquirySchema.safeParse({ ...VALID_ENQUIRY, timeZone });
      expect(parsed.success && parsed.data.timeZone, String(timeZone)).toBeUndefined();
    }
    const application = {
      job: 'ios-developer',
      name: 'Maya Fischer',
      email: 'maya@example.com',
      note: 'Five years of iOS.',
      privacy: 'on',
      consent: 'on',
    };
    expect(ApplicationSchema.parse({ ...application, timeZone: 'Europe/Moscow' }).timeZone).toBe('Europe/Moscow');
    expect(ApplicationSchema.parse({ ...application, timeZone: '' }).timeZone).toBeUndefined();
  });
});

describe('arrivalOf: when a confirmation says it arrived', () => {
  const arrived = { id: 42, createdAt: '2026-11-20T22:30:00.000Z' };

  it('gives the day and time in the sender’s zone, as their language writes them, saying it is theirs', () => {
    expect(plain(arrivalOf({ ...arrived, timeZone: 'America/Denver' }, 'en').when)).toBe('on November 20, 2026, at 3:30 PM your time');
    expect(plain(arrivalOf({ ...arrived, timeZone: 'Asia/Makassar' }, 'ru').when)).toBe('21 ноября 2026 г. в 06:30 по вашему времени');
    expect(arrivalOf({ ...arrived, timeZone: 'Asia/Makassar' }, 'en').id).toBe('42');
  });

  it('gives the day alone without a zone, and names none: UTC’s in English, Moscow’s in Russian', () => {
    expect(plain(arrivalOf({ ...arrived, timeZone: null }, 'en').when)).toBe('on November 20, 2026');
    expect(plain(arrivalOf({ ...arrived, timeZone: null }, 'ru').when)).toBe('21 ноября 2026 г.');
  });
});
