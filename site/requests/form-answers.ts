import { ApiError } from './request';

/** What the API answers when it stores nothing: why, and on 400 which fields (the enquiry's and the application's shape). */
export interface Refusal {
  error: string;
  fields?: Record<string, string>;
}

/**
 * A random key for one filled form (the server's Idempotency-Key). getRandomValues, unlike
 * randomUUID, also works on a page served over plain http.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The server's reasons for not storing a form, when the error carries them. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as { error?: unknown; fields?: unknown } | null;
  if (typeof data?.error !== 'string') return null;
  const fields = data.fields;
  const wellFormed = typeof fields === 'object' && fields !== null && Object.values(fields).every((text) => typeof text === 'string');
  return wellFormed ? { error: data.error, fields: fields as Record<string, string> } : { error: data.error };
}
