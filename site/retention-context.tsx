import { createContext, use } from 'react';
import type { RetentionPeriods } from '../shared/retention-periods';

/**
 * The retention periods the server is configured with (RETENTION_* in platform/config/env.ts):
 * the privacy policy prints them, so its text is what the deletion job does (decision 0035).
 */
export const RetentionContext = createContext<RetentionPeriods | null>(null);

export function useRetention(): RetentionPeriods {
  const periods = use(RetentionContext);
  if (!periods) throw new Error('useRetention outside a rendered page');
  return periods;
}
