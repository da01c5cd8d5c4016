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
  const data = error.data as { error?: unknown; fields?: unknown } | null;
  if (typeof data?.error !== 'string') return null;
  const fields = data.fields;
  const wellFormed = typeof fields === 'object' && fields !== null && Object.values(fields).every((text) => typeof text === 'string');
  return wellFormed ? { error: data.error, fields: fields as EnquiryRefusal['fields'] } : { error: data.error };
}

export { EnquirySchema, enquiryFieldErrors } from '../../shared/enquiry';
