import { createContext, use } from 'react';
import type { PolicySettings } from '../shared/policy-settings';

/**
 * What the server is configured with that the privacy policy prints: the retention periods
 * (RETENTION_* in platform/config/env.ts, decision 0035) and what the studio's notifications
 * carry (NOTIFY_DETAILS, decision 0057), so its text is what the site does.
 */
export const PolicyContext = createContext<PolicySettings | null>(null);

export function usePolicy(): PolicySettings {
  const policy = use(PolicyContext);
  if (!policy) throw new Error('usePolicy outside a rendered page');
  return policy;
}
