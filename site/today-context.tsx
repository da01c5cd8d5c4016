import { createContext, use } from 'react';

/**
 * The UTC day (YYYY-MM-DD) a page was rendered on: which positions are open follows from it.
 * The server renders with its clock and sends the day to the islands, so hydration agrees
 * with the server's markup whatever the visitor's clock says.
 */
export const TodayContext = createContext<string | null>(null);

export function useToday(): string {
  const today = use(TodayContext);
  if (!today) throw new Error('useToday outside a rendered page');
  return today;
}
