import { apiRequest } from './request';

/**
 * Sends a job application as the multipart form the server streams (text fields first, the CV
 * last). Loaded on demand, with zod, when the applicant starts filling the form in. A retry of
 * the same form sends the same `idempotencyKey`, so it is stored once.
 */
export async function sendApplication(form: FormData, idempotencyKey: string): Promise<{ id: number }> {
  return (await apiRequest('POST', '/api/applications', form, { 'Idempotency-Key': idempotencyKey })).json() as Promise<{ id: number }>;
}

export { ApplicationSchema, applicationFieldErrors } from '../../shared/submissions/application';
export { newIdempotencyKey, refusalOf } from './form-answers';
