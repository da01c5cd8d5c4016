import { z } from 'zod';
import { STUDIO } from '../../shared/content/studio';
import { NOTIFY_DETAILS, type PolicySettings } from '../../shared/policy-settings';
import { DEFAULT_RETENTION, type RetentionPeriods } from '../../shared/retention-periods';
import { LOG_LEVELS } from '../logging/logger';
import { mailbox } from '../mail/mailbox';

/** Sender of the enquiry notifications when MAIL_FROM is not set. */
const DEFAULT_MAIL_FROM = 'website@northbeam.studio';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A retention period: a whole number of `unit` from 1 to `max`, or the default when unset. */
const period = (unit: 'days' | 'months', max: number, fallback: number) =>
  optional(
    z.coerce
      .number({ error: `must be a whole number of ${unit} from 1 to ${max}` })
      .int()
      .min(1)
      .max(max),
  ).transform((v) => v ?? fallback);

const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: optional(z.coerce.number({ error: 'must be a port number from 1 to 65535' }).int().min(1).max(65535)).transform((v) => v ?? 3000),
    SITE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://example.com' })),
    DATABASE_PATH: optional(z.string()).transform((v) => v ?? 'data/site.db'),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must look like postgres://user:password@host:5432/database' })),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must look like smtp://user:pass@host:587' })),
    MAIL_TO: optional(z.email({ error: 'must be an email address' })),
    MAIL_FROM: optional(z.email({ error: 'must be an email address' })),
    MAIL_FROM_NAME: optional(
      z
        .string()
        .trim()
        .regex(/^[^"\\<>\p{Cc}\u2028\u2029]{1,64}$/u, { error: 'must be a name of 1-64 characters on one line, without " \\ < or >' }),
    ).transform((v) => v ?? STUDIO.name),
    CAREERS_TO: optional(z.email({ error: 'must be an email address' })),
    STAFF_TOKEN: optional(z.string().min(16, { error: 'must be at least 16 characters' })),
    METRICS_TOKEN: optional(z.string().min(16, { error: 'must be at least 16 characters' })),
    INDEXNOW_KEY: optional(z.string().regex(/^[a-zA-Z0-9-]{8,128}$/, { error: 'must be 8-128 characters of a-z, A-Z, 0-9 and -' })),
    INDEXNOW_ENDPOINT: optional(z.url({ protocol: /^https?$/ })).transform((v) => v ?? 'https://api.indexnow.org/indexnow'),
    TRUST_PROXY: optional(z.string()),
    RETENTION_SPAM_DAYS: period('days', 3650, DEFAULT_RETENTION.spamDays),
    RETENTION_ENQUIRY_MONTHS: period('months', 120, DEFAULT_RETENTION.enquiryMonths),
    RETENTION_APPLICATION_MONTHS: period('months', 120, DEFAULT_RETENTION.applicationMonths),
    RETENTION_EMAIL_DAYS: period('days', 3650, DEFAULT_RETENTION.emailDays),
    RETENTION_VITALS_MONTHS: period('months', 120, DEFAULT_RETENTION.vitalsMonths),
    RETENTION_BACKUP_DAYS: period('days', 3650, DEFAULT_RETENTION.backupDays),
    RETENTION_MAILBOX_DAYS: period('days', 3650, DEFAULT_RETENTION.mailboxDays),
    RETENTION_UNMATCHED_DAYS: period('days', 3650, DEFAULT_RETENTION.unmatchedDays),
    NOTIFY_DETAILS: optional(z.enum(NOTIFY_DETAILS, { error: `must be one of ${NOTIFY_DETAILS.join(', ')}` })).transform(
      (v) => v ?? 'none',
    ),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })).transform((v) => v ?? 'info'),
    INBOUND_IMAP_URL: optional(
      z.url({ protocol: /^imaps?$/, error: 'must look like imaps://user%40example.com:password@imap.example.com:993/INBOX' }),
    ),
    INBOUND_ADDRESS: optional(z.email({ error: 'must be an email address' })),
    INBOUND_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters' })),
  })
  .refine((env) => [env.INBOUND_IMAP_URL, env.INBOUND_ADDRESS, env.INBOUND_SECRET].filter((v) => v === undefined).length % 3 === 0, {
    path: ['INBOUND_IMAP_URL'],
    error: 'INBOUND_IMAP_URL, INBOUND_ADDRESS and INBOUND_SECRET are set together or not at all',
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    MAIL_TO: env.MAIL_TO ?? STUDIO.email,
    CAREERS_TO: env.CAREERS_TO ?? env.MAIL_TO ?? STUDIO.email,
    MAIL_FROM: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
  }));

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Reads and validates the environment once; names every bad variable in one message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The retention periods the configuration sets: what the deletion job uses and the privacy policy prints. */
export function retentionPeriodsOf(env: Env): RetentionPeriods {
  return {
    spamDays: env.RETENTION_SPAM_DAYS,
    enquiryMonths: env.RETENTION_ENQUIRY_MONTHS,
    applicationMonths: env.RETENTION_APPLICATION_MONTHS,
    emailDays: env.RETENTION_EMAIL_DAYS,
    vitalsMonths: env.RETENTION_VITALS_MONTHS,
    backupDays: env.RETENTION_BACKUP_DAYS,
    mailboxDays: env.RETENTION_MAILBOX_DAYS,
    unmatchedDays: env.RETENTION_UNMATCHED_DAYS,
  };
}

/** The From of the site's own emails (notifications, confirmations, reminders, invitations): MAIL_FROM_NAME and MAIL_FROM. */
export const mailSenderOf = (env: Env): string => mailbox(env.MAIL_FROM_NAME, env.MAIL_FROM);

/** What the privacy policy prints from the configuration: the periods, and what the studio's notifications carry. */
export const policySettingsOf = (env: Env): PolicySettings => ({ periods: retentionPeriodsOf(env), notifyDetails: env.NOTIFY_DETAILS });

/** Where replies to the studio's emails are read, when the three INBOUND_ variables are set (decision 0063). */
export interface InboundSettings {
  imapUrl: string;
  address: string;
  secret: string;
}

export const inboundSettingsOf = (env: Env): InboundSettings | null =>
  env.INBOUND_IMAP_URL && env.INBOUND_ADDRESS && env.INBOUND_SECRET
    ? { imapUrl: env.INBOUND_IMAP_URL, address: env.INBOUND_ADDRESS, secret: env.INBOUND_SECRET }
    : null;

/** Express's trust-proxy setting from TRUST_PROXY ("true", a hop count, or addresses). */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
