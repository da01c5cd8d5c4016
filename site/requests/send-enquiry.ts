import { MutationObserver } from '@tanstack/react-query';
import type { Enquiry } from '../../shared/submissions/enquiry';
import { ENQUIRIES_QUERY_KEY, queryClient } from './query-client';
import { apiRequest } from './request';

/**
 * Sends the contact form. Loaded on demand (with zod and react-query) when the visitor starts
 * filling the form, so no page pays for it on first load. A retry of the same form sends the
 * same `idempotencyKey`, so the server stores it once however often it arrives.
 */
export async function sendEnquiry(enquiry: Enquiry, idempotencyKey: string): Promise<{ id: number }> {
  const mutation = new MutationObserver(queryClient, {
    mutationFn: async (body: Enquiry) =>
      (await apiRequest('POST', '/api/contact', body, { 'Idempotency-Key': idempotencyKey })).json() as Promise<{ id: number }>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENQUIRIES_QUERY_KEY }),
  });
  return mutation.mutate(enquiry);
}

export { EnquirySchema, enquiryFieldErrors } from '../../shared/submissions/enquiry';
export { newIdempotencyKey, refusalOf } from './form-answers';
