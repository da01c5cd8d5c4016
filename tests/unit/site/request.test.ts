import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../site/requests/query-client';
import { ApiError, apiRequest } from '../../../site/requests/request';
import { refusalOf } from '../../../site/requests/send-enquiry';

let base = '';
let close: () => void;
const seen: { method: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  const app = express();
  app.use(express.text({ type: '*/*' }));
  app.all('/echo', (req, res) => {
    seen.push({ method: req.method, type: req.get('content-type'), body: typeof req.body === 'string' ? req.body : '' });
    res.json({ ok: true });
  });
  app.get('/denied', (_req, res) => res.status(401).send('Sign in first'));
  app.get('/refused', (_req, res) => res.status(400).json({ error: 'Check the fields', fields: { email: 'Enter a valid email' } }));
  app.get('/empty-error', (_req, res) => res.status(503).end());
  app.get('/null', (_req, res) => res.json(null));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('apiRequest', () => {
  it('sends JSON and its content type only when there is a body, always with credentials', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await apiRequest('GET', `${base}/echo`);
    await apiRequest('POST', `${base}/echo`, { name: 'Maya' });
    expect(seen.at(-2)).toMatchObject({ method: 'GET', type: undefined, body: '' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', type: 'application/json', body: '{"name":"Maya"}' });
    for (const [, init] of fetchSpy.mock.calls) expect(init?.credentials).toBe('include');
    fetchSpy.mockRestore();
  });

  it('turns a non-OK answer, 401 included, into "STATUS: body" or the status text', async () => {
    await expect(apiRequest('GET', `${base}/denied`)).rejects.toThrow('401: Sign in first');
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });

  it('carries the status and the JSON answer as data, so nothing parses the message back', async () => {
    const error = await apiRequest('GET', `${base}/refused`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, data: { error: 'Check the fields', fields: { email: 'Enter a valid email' } } });
    expect(refusalOf(error)).toEqual({ error: 'Check the fields', fields: { email: 'Enter a valid email' } });
    const plain = await apiRequest('GET', `${base}/denied`).catch((caught: unknown) => caught);
    expect(plain).toMatchObject({ status: 401, body: 'Sign in first', data: null });
    expect(refusalOf(plain)).toBeNull();
    expect(refusalOf(new Error('400: {"error":"looks like one"}'))).toBeNull();
  });
});

describe('the query client', () => {
  it('never retries, never goes stale, never refetches on focus or by interval', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('fetches the key as a URL and treats no data as an error', async () => {
    await expect(queryClient.fetchQuery({ queryKey: [`${base}/echo`] })).resolves.toEqual({ ok: true });
    await expect(queryClient.fetchQuery({ queryKey: [`${base}/null`] })).rejects.toThrow(/No data/);
  });
});
