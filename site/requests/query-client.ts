import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './request';

/** GET the URL that is the query key's first part; a query that returns no data is an error. */
const getByKey: QueryFunction = async ({ queryKey }) => {
  const data: unknown = await (await apiRequest('GET', String(queryKey[0]))).json();
  if (data === null || data === undefined) throw new Error(`No data from ${String(queryKey[0])}`);
  return data;
};

/** docs/requirements.md section 9: cached data never goes stale, no refetch on focus, no polling, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getByKey,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

/** Query key of the staff list the spec says to invalidate after a contact is sent. */
export const ENQUIRIES_QUERY_KEY = ['/api/contacts'] as const;
