import type { SubmissionRefusal } from '../../shared/submissions/form-fields';
import { ApiError } from './request';

/**
 * A random key for one filled form (the server's Idempotency-Key). getRandomValues, unlike
 * randomUUID, also works on a page served over plain http.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The server's reasons for not storing a form, when the error carries them. */
export function refusalOf(error: unknown): SubmissionRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as { error?: unknown; fields?: unknown } | null;
  if (typeof data?.error !== 'string') return null;
  const fields = data.fields;
  const wellFormed = typeof fields === 'object' && fields !== null && Object.values(fields).every((text) => typeof text === 'string');
  return wellFormed ? { error: data.error, fields: fields as Record<string, string> } : { error: data.error };
}
