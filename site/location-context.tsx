import { createContext, use } from 'react';

/** The address a page (or an island of it) was rendered for: the server's request, the browser's location. */
export interface PageLocation {
  pathname: string;
  search: string;
}

export const LocationContext = createContext<PageLocation>({ pathname: '/', search: '' });

export function useLocation(): PageLocation {
  return use(LocationContext);
}
