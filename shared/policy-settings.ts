import { DEFAULT_RETENTION, type RetentionPeriods } from './retention-periods';

/**
 * What the studio's notification emails carry (NOTIFY_DETAILS, decision 0057): by default none
 * of the sender's details, only the form, its number, its time and a link to the desk; `full`
 * adds them, never a file.
 */
export const NOTIFY_DETAILS = ['none', 'full'] as const;
export type NotifyDetails = (typeof NOTIFY_DETAILS)[number];

/** What the privacy policy prints from the configuration: the retention periods, and what notifications carry. */
export interface PolicySettings {
  periods: RetentionPeriods;
  notifyDetails: NotifyDetails;
}

export const DEFAULT_POLICY: PolicySettings = { periods: DEFAULT_RETENTION, notifyDetails: 'none' };
