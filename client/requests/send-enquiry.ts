import { MutationObserver } from '@tanstack/react-query';
import type { Enquiry, EnquiryRefusal } from '../../shared/enquiry';
import { ENQUIRIES_QUERY_KEY, queryClient } from './query-client';
import { ApiError, apiRequest } from './request';

/**
 * A random key for one filled form (the server's Idempotency-Key). getRandomValues, unlike
 * randomUUID, also works on a page served over plain http.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

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
