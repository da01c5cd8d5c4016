import { MutationObserver } from '@tanstack/react-query';
import type { Enquiry, EnquiryRefusal } from '../../shared/enquiry';
import { ENQUIRIES_QUERY_KEY, queryClient } from './query-client';
import { ApiError, apiRequest } from './request';

/**
 * Sends the contact form. Loaded on demand (with zod and react-query) when the visitor starts
 * filling the form, so no page pays for it on first load.
 */
export async function sendEnquiry(enquiry: Enquiry): Promise<{ id: number }> {
  const mutation = new MutationObserver(queryClient, {
    mutationFn: async (body: Enquiry) => (await apiRequest('POST', '/api/contact', body)).json() as Promise<{ id: number }>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENQUIRIES_QUERY_KEY }),
  });
  return mutation.mutate(enquiry);
}

/** The server's reasons for not storing the enquiry, when the error carries them. */
export function refusalOf(error: unknown): EnquiryRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as Partial<EnquiryRefusal> | null;
  return data && typeof data.error === 'string' ? { error: data.error, ...(data.fields ? { fields: data.fields } : {}) } : null;
}

export { EnquirySchema, enquiryFieldErrors } from '../../shared/enquiry';
