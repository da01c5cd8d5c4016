import { dayOf } from '../../../shared/content/job-openings';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIndexNow, type IndexNow } from '../../../site/search-engines/indexnow';
import { createLogger } from '../../../platform/logging/logger';
import { siteUrls } from '../../../site/search-engines/site-urls';
import { paths } from '../../../shared/routes';
import { createTestApp, TEST_SITE_URL, type TestApp } from '../../support/test-app';

const KEY = 'a1b2c3d4e5f6-test-key';
const KEY_LOCATION = `${TEST_SITE_URL}/${KEY}.txt`;
const TOKEN = 'staff-token-for-tests-0123456789';
const ALL_URLS = siteUrls(TEST_SITE_URL, dayOf(new Date())).size;

/** A stand-in for the IndexNow API on 127.0.0.1 that records what it receives. */
interface FakeIndexNow {
  endpoint: string;
  received: { host: string; key: string; keyLocation: string; urlList: string[] }[];
  status: number;
  close(): Promise<void>;
}

async function startFakeIndexNow(): Promise<FakeIndexNow> {
  const fake = { received: [], status: 202 } as unknown as FakeIndexNow;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      fake.received.push(JSON.parse(body) as FakeIndexNow['received'][number]);
      res.writeHead(fake.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

let fake: FakeIndexNow;
let t: TestApp;
let indexNow: IndexNow;

async function appWithKey(): Promise<void> {
  t = await createTestApp({ STAFF_TOKEN: TOKEN }, (db) => {
    indexNow = createIndexNow({
      db,
      siteUrl: TEST_SITE_URL,
      key: KEY,
      endpoint: fake.endpoint,
      log: createLogger('silent'),
      batchDelayMs: 60_000,
    });
    return { indexNow };
  });
}

const submit = (body: object, lang = 'en') => request(t.app).post('/api/indexnow').set('Accept-Language', lang).send(body);
const pageUrl = (path: string) => `${TEST_SITE_URL}${path}`;

beforeEach(async () => {
  fake = await startFakeIndexNow();
});
afterEach(async () => {
  indexNow?.stop();
  await t?.close();
  await fake.close();
});

describe('IndexNow', () => {
  it('serves the key file at /{key}.txt', async () => {
    await appWithKey();
    const res = await request(t.app).get(`/${KEY}.txt`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(KEY);
  });

  it('answers 400, 403 and 422 with messages in the page language, and sends nothing', async () => {
    await appWithKey();
    const bad = await submit({ url: 'not a url', key: KEY }, 'ru');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/[а-я]/);
    const wrongKey = await submit({ url: pageUrl(paths.blog('en')), key: 'another-key-123', keyLocation: KEY_LOCATION });
    expect(wrongKey.status).toBe(403);
    const wrongLocation = await submit({ url: pageUrl(paths.blog('en')), key: KEY, keyLocation: 'https://evil.example/key.txt' });
    expect(wrongLocation.status).toBe(403);
    const foreign = await submit({ url: 'https://evil.example/en/blog', key: KEY, keyLocation: KEY_LOCATION });
    expect(foreign.status).toBe(422);
    const unknownPage = await submit({ url: pageUrl('/ru/projects/no-such-project'), key: KEY, keyLocation: KEY_LOCATION });
    expect(unknownPage.status).toBe(422);
    expect(unknownPage.body.error).toMatch(/[а-я]/);
    await indexNow.flush();
    expect(fake.received).toEqual([]);
  });

  it('batches the pages visitors report, and sends each once per content version', async () => {
    await appWithKey();
    const urls = [paths.blog('en'), paths.project('ru', 'banking-app'), paths.careers('en')].map(pageUrl);
    for (const url of urls) expect((await submit({ url, key: KEY, keyLocation: KEY_LOCATION })).status).toBe(202);
    // The same page again before and after the batch leaves: not sent twice.
    expect((await submit({ url: `${urls[0]}?utm=x#top`, key: KEY, keyLocation: KEY_LOCATION })).body.status).toBe('already-submitted');
    expect(await indexNow.flush()).toBe(3);
    expect(fake.received).toEqual([{ host: new URL(TEST_SITE_URL).host, key: KEY, keyLocation: KEY_LOCATION, urlList: urls }]);
    const again = await submit({ url: urls[1], key: KEY, keyLocation: KEY_LOCATION });
    expect([again.status, again.body.status]).toEqual([200, 'already-submitted']);
    await indexNow.flush();
    expect(fake.received).toHaveLength(1);
  });

  it('submits the pages changed since the last submission at start-up, and again after a failure', async () => {
    await appWithKey();
    fake.status = 500;
    expect(await indexNow.submitChanged()).toBe(0);
    fake.status = 200;
    expect(await indexNow.submitChanged()).toBe(ALL_URLS);
    expect(fake.received.at(-1)!.urlList).toHaveLength(ALL_URLS);
    expect(await indexNow.submitChanged()).toBe(0);
    // A page whose content date moved on is sent again, alone.
    const changed = pageUrl(paths.post('ru', 'optimizing-react-performance'));
    const { indexNowSubmissions } = t.db.tables;
    await t.db.update(indexNowSubmissions).set({ lastmod: '2020-01-01' }).where(eq(indexNowSubmissions.url, changed));
    expect(await indexNow.submitChanged()).toBe(1);
    expect(fake.received.at(-1)!.urlList).toEqual([changed]);
  });

  it('rebuilds the sitemap and notifies IndexNow as a staff action', async () => {
    await appWithKey();
    expect((await request(t.app).post('/api/sitemap')).status).toBe(401);
    const res = await request(t.app).post('/api/sitemap').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ urls: ALL_URLS, indexNow: 'on', submitted: ALL_URLS });
  });

  it('without a key sends nothing: no key file, 503 for reports, the page names no key', async () => {
    t = await createTestApp({ STAFF_TOKEN: TOKEN });
    expect((await request(t.app).get(`/${KEY}.txt`)).status).toBe(404);
    const res = await submit({ url: pageUrl(paths.blog('en')), key: KEY, keyLocation: KEY_LOCATION });
    expect(res.status).toBe(503);
    const page = await request(t.app).get(paths.blog('en'));
    expect(page.text).not.toContain('indexnow-key-location');
    const rebuild = await request(t.app).post('/api/sitemap').set('Authorization', `Bearer ${TOKEN}`);
    expect(rebuild.body).toEqual({ urls: ALL_URLS, indexNow: 'off', submitted: 0 });
    expect(fake.received).toEqual([]);
  });

  it('tells the page where the key file is when a key is configured', async () => {
    await appWithKey();
    const page = await request(t.app).get(paths.blog('ru'));
    expect(page.text).toContain(`<meta name="indexnow-key-location" content="${KEY_LOCATION}">`);
  });
});
