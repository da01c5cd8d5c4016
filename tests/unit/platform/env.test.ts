import { describe, expect, it } from 'vitest';
import {
  EnvError,
  inboundSettingsOf,
  loadEnv,
  mailSenderOf,
  policySettingsOf,
  retentionPeriodsOf,
  trustProxySetting,
} from '../../../platform/config/env';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, SITE_URL: 'http://localhost:3000', DATABASE_PATH: 'data/site.db' });
    expect(loadEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080');
    expect(loadEnv({ SITE_URL: 'https://northbeam.studio/' }).SITE_URL).toBe('https://northbeam.studio');
  });

  it('names every bad variable in one error', () => {
    const attempt = () =>
      loadEnv({ PORT: 'eighty', SITE_URL: 'ftp://x', MAIL_TO: 'nobody', INDEXNOW_KEY: 'bad key!', STAFF_TOKEN: 'short' });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'SITE_URL', 'MAIL_TO', 'INDEXNOW_KEY', 'STAFF_TOKEN']) expect(message).toContain(name);
    }
  });

  it('puts a name on the From of the site’s emails: the studio’s by default, MAIL_FROM_NAME quoted, one that would break the header refused', () => {
    expect(mailSenderOf(loadEnv({}))).toBe('"Northbeam" <website@northbeam.studio>');
    expect(mailSenderOf(loadEnv({ MAIL_FROM_NAME: ' Northbeam Studio, LLC ', MAIL_FROM: 'site@northbeam.test' }))).toBe(
      '"Northbeam Studio, LLC" <site@northbeam.test>',
    );
    for (const name of ['Northbeam <evil@example.com>', 'Northbeam\r\nBcc: someone@example.com', 'The "studio"', ' ', 'N'.repeat(65)])
      expect(() => loadEnv({ MAIL_FROM_NAME: name }), name).toThrow(/MAIL_FROM_NAME: must be a name of 1-64 characters/);
  });

  it('runs on SQLite unless DATABASE_URL names a PostgreSQL server', () => {
    expect(loadEnv({}).DATABASE_URL).toBeUndefined();
    expect(loadEnv({ DATABASE_URL: 'postgres://site:secret@db.internal:5432/northbeam' }).DATABASE_URL).toBe(
      'postgres://site:secret@db.internal:5432/northbeam',
    );
    expect(loadEnv({ DATABASE_URL: 'postgresql://db.internal/northbeam' }).DATABASE_URL).toBe('postgresql://db.internal/northbeam');
    expect(() => loadEnv({ DATABASE_URL: 'mysql://db.internal/northbeam' })).toThrow(/DATABASE_URL: must look like postgres:\/\//);
  });

  it('reads the retention periods, with the policy’s defaults and a message for a period that is not one', () => {
    expect(retentionPeriodsOf(loadEnv({}))).toEqual({
      spamDays: 30,
      enquiryMonths: 24,
      applicationMonths: 6,
      emailDays: 30,
      vitalsMonths: 13,
      backupDays: 30,
      mailboxDays: 30,
      unmatchedDays: 30,
    });
    expect(retentionPeriodsOf(loadEnv({ RETENTION_ENQUIRY_MONTHS: '36', RETENTION_SPAM_DAYS: '' }))).toMatchObject({
      enquiryMonths: 36,
      spamDays: 30,
    });
    expect(() => loadEnv({ RETENTION_APPLICATION_MONTHS: '0' })).toThrow(
      'RETENTION_APPLICATION_MONTHS: must be a whole number of months from 1 to 120',
    );
    expect(() => loadEnv({ RETENTION_EMAIL_DAYS: '2 weeks' })).toThrow(
      'RETENTION_EMAIL_DAYS: must be a whole number of days from 1 to 3650',
    );
    expect(retentionPeriodsOf(loadEnv({ RETENTION_BACKUP_DAYS: '14' })).backupDays).toBe(14);
    expect(() => loadEnv({ RETENTION_BACKUP_DAYS: '0' })).toThrow('RETENTION_BACKUP_DAYS: must be a whole number of days from 1 to 3650');
  });

  it('reads what notifications carry: none by default, full on request, nothing else', () => {
    expect(policySettingsOf(loadEnv({}))).toMatchObject({ notifyDetails: 'none', periods: { mailboxDays: 30 } });
    expect(policySettingsOf(loadEnv({ NOTIFY_DETAILS: 'full', RETENTION_MAILBOX_DAYS: '14' }))).toMatchObject({
      notifyDetails: 'full',
      periods: { mailboxDays: 14 },
    });
    expect(loadEnv({ NOTIFY_DETAILS: '' }).NOTIFY_DETAILS).toBe('none');
    expect(() => loadEnv({ NOTIFY_DETAILS: 'yes' })).toThrow('NOTIFY_DETAILS: must be one of none, full');
  });

  it('reads the inbound mailbox only when its three variables are set, and says so when some are missing', () => {
    expect(inboundSettingsOf(loadEnv({}))).toBeNull();
    const inbound = {
      INBOUND_IMAP_URL: 'imaps://desk%40studio.example:p%40ss@imap.example:993/INBOX',
      INBOUND_ADDRESS: 'desk@studio.example',
      INBOUND_SECRET: 'x'.repeat(32),
    };
    expect(inboundSettingsOf(loadEnv(inbound))).toEqual({
      imapUrl: inbound.INBOUND_IMAP_URL,
      address: 'desk@studio.example',
      secret: 'x'.repeat(32),
    });
    expect(() => loadEnv({ ...inbound, INBOUND_SECRET: '' })).toThrow(
      'INBOUND_IMAP_URL: INBOUND_IMAP_URL, INBOUND_ADDRESS and INBOUND_SECRET are set together or not at all',
    );
    expect(() => loadEnv({ ...inbound, INBOUND_SECRET: 'short' })).toThrow(/INBOUND_SECRET: must be at least 32 characters/);
    expect(() => loadEnv({ ...inbound, INBOUND_IMAP_URL: 'pop3://imap.example/INBOX' })).toThrow(/INBOUND_IMAP_URL: must look like imaps:/);
  });

  it('reads TRUST_PROXY as Express expects it', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('loopback')).toBe('loopback');
  });
});
