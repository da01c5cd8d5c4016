import { describe, expect, it, vi } from 'vitest';
import { reloadOnUpdate, type ReloadPage } from '../../../site/offline/update-reload';
import { isKeepVisitMessage } from '../../../site/service-worker/messages';
import { rangeResponse } from '../../../site/service-worker/range-response';
import { strategyFor } from '../../../site/service-worker/sw-routes';

const ORIGIN = 'https://northbeam.test';
const PRECACHED = new Set(['/offline/en', '/manifest.json?lang=ru', '/icons/icon-192.png', '/assets/index-abc.js']);

describe('strategyFor', () => {
  const strategy = (path: string, { method = 'GET', mode = 'no-cors' } = {}) =>
    strategyFor({ method, mode, url: new URL(path, ORIGIN).href }, ORIGIN, PRECACHED);

  it('answers navigations network first, wherever they go except the API', () => {
    expect(strategy('/en/blog', { mode: 'navigate' })).toBe('page');
    expect(strategy('/ru', { mode: 'navigate' })).toBe('page');
    expect(strategy('/offline/en', { mode: 'navigate' })).toBe('page');
    expect(strategy('/api/contacts', { mode: 'navigate' })).toBeNull();
  });

  it('serves precached URLs, query included, from the precache', () => {
    expect(strategy('/manifest.json?lang=ru')).toBe('shell');
    expect(strategy('/icons/icon-192.png')).toBe('shell');
    expect(strategy('/assets/index-abc.js')).toBe('shell');
  });

  it('keeps hashed build files, pictures and loops, and the public content lists', () => {
    expect(strategy('/assets/blog-page-x1.js')).toBe('asset');
    expect(strategy('/island-texts/ru.k3PqZ0a9xY1b.json')).toBe('asset');
    // The blog's search index, once a visitor's search fetched it: offline, the search still works.
    expect(strategy('/blog-search/en.Q8x1mZ0a9xY1.json', { mode: 'cors' })).toBe('asset');
    expect(strategy('/images/projects/banking-app-800.webp')).toBe('media');
    expect(strategy('/videos/projects/banking-app.webm')).toBe('media');
    expect(strategy('/icons/other.png')).toBe('media');
    expect(strategy('/api/projects?lang=en', { mode: 'cors' })).toBe('data');
    expect(strategy('/api/services?lang=ru', { mode: 'cors' })).toBe('data');
  });

  it('leaves everything else to the browser: other methods, API paths, other origins, the worker itself', () => {
    expect(strategy('/api/contact', { method: 'POST', mode: 'cors' })).toBeNull();
    expect(strategy('/api/projects?lang=en', { method: 'POST', mode: 'cors' })).toBeNull();
    expect(strategy('/en/contact', { method: 'POST', mode: 'navigate' })).toBeNull();
    expect(strategy('/api/contacts?format=csv', { mode: 'cors' })).toBeNull();
    expect(strategy('/api/indexnow', { method: 'POST', mode: 'cors' })).toBeNull();
    expect(strategy('/api/sitemap', { method: 'POST', mode: 'cors' })).toBeNull();
    expect(strategy('/api', { mode: 'navigate' })).toBeNull();
    expect(strategy('/sw.js')).toBeNull();
    expect(strategy('/sitemap.xml')).toBeNull();
    expect(strategy('https://cdn.example/images/x.webp')).toBeNull();
    expect(strategy('/en/blog', { method: 'HEAD', mode: 'navigate' })).toBeNull();
  });
});

describe('rangeResponse', () => {
  const whole = () => new Response('0123456789', { headers: { 'Content-Type': 'video/webm' } });

  it.each([
    ['bytes=0-', 0, 9, '0123456789'],
    ['bytes=2-5', 2, 5, '2345'],
    ['bytes=7-100', 7, 9, '789'],
    ['bytes=-3', 7, 9, '789'],
    ['bytes=-50', 0, 9, '0123456789'],
  ])('answers %s with 206 and the slice', async (range, start, end, body) => {
    const res = await rangeResponse(whole(), range);
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes ${start}-${end}/10`);
    expect(res.headers.get('Content-Length')).toBe(String(body.length));
    expect(res.headers.get('Content-Type')).toBe('video/webm');
    expect(await res.text()).toBe(body);
  });

  it.each(['bytes=10-', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=0-1,3-4'])('refuses %s with 416', async (range) => {
    const res = await rangeResponse(whole(), range);
    expect(res.status).toBe(416);
    expect(res.headers.get('Content-Range')).toBe('bytes */10');
  });
});

describe('isKeepVisitMessage', () => {
  it('accepts only the page’s message', () => {
    expect(isKeepVisitMessage({ type: 'keep-visit', page: '/en', resources: ['/a.js'] })).toBe(true);
    expect(isKeepVisitMessage({ type: 'keep-visit', page: '/en', resources: [1] })).toBe(false);
    expect(isKeepVisitMessage({ type: 'other', page: '/en', resources: [] })).toBe(false);
    expect(isKeepVisitMessage('keep-visit')).toBe(false);
    expect(isKeepVisitMessage(null)).toBe(false);
  });
});

describe('reloadOnUpdate', () => {
  function setUp(controlled: boolean, stored: Record<string, string> = {}, now = 1_000_000) {
    const container = new EventTarget();
    const page: ReloadPage = {
      controlled,
      reload: vi.fn(),
      storage: { getItem: (key) => stored[key] ?? null, setItem: (key, value) => void (stored[key] = value) },
      now: () => now,
    };
    reloadOnUpdate(container, page);
    const change = () => container.dispatchEvent(new Event('controllerchange'));
    return { page, change, stored };
  }

  it('does not reload when the first worker takes control, but reloads for the next one', () => {
    const { page, change } = setUp(false);
    change();
    expect(page.reload).not.toHaveBeenCalled();
    change();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a controlled page exactly once, however many changes follow', () => {
    const { page, change, stored } = setUp(true);
    change();
    change();
    change();
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(stored['sw-update-reload']).toBe('1000000');
  });

  it('does not reload again within 30 s of the last update reload (a worker changing on every request)', () => {
    const recent = setUp(true, { 'sw-update-reload': String(1_000_000 - 5_000) });
    recent.change();
    expect(recent.page.reload).not.toHaveBeenCalled();
    const old = setUp(true, { 'sw-update-reload': String(1_000_000 - 60_000) });
    old.change();
    expect(old.page.reload).toHaveBeenCalledTimes(1);
  });

  it('still reloads once where the browser refuses session storage', () => {
    const container = new EventTarget();
    const reload = vi.fn();
    reloadOnUpdate(container, { controlled: true, reload, storage: null, now: Date.now });
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
