import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { finalErrorHandler } from '../../../platform/http/error-handler';
import { sendErrorPage } from '../../../site/render/error-page';
import type { StaticPageFiles } from '../../../site/render/static-page';
import { requestIdHeader, requestLog } from '../../../platform/logging/request-log';
import { captureLogs } from '../../support/log-capture';
import { SITE_TEXTS } from '../../../site/texts/site-texts';
import { PLATFORM_TEXTS } from '../../../platform/texts/platform-texts';

/** The app's error page, written with these files. */
const errorPage = (files: StaticPageFiles) => finalErrorHandler((res, lang, status) => sendErrorPage(res, files, lang, status));

/** An app whose routes fail the ways a route can: a thrown fault, a rejected promise, a library's 4xx. */
function failingApp() {
  const { logger, lines } = captureLogs();
  const app = express();
  app.use(requestLog(logger), requestIdHeader);
  app.get('/api/boom', () => {
    throw new Error('database is locked');
  });
  app.get('/:lang/boom', async () => {
    throw new Error('template missing');
  });
  app.get('/:lang/unreadable', (_req, _res, next) => next(Object.assign(new Error('URIError'), { status: 400, expose: true })));
  app.use(
    errorPage({
      stylesheets: ['/assets/site.css'],
      fontPreloads: { en: ['/assets/inter-latin.woff2'], ru: ['/assets/inter-cyrillic.woff2'] },
    }),
  );
  return { app, failures: () => lines.filter((line) => line.msg === 'request failed') };
}

describe('the final error handler', () => {
  it('answers an API fault with JSON in the visitor’s language, logs it, and shows no stack', async () => {
    const { app, failures } = failingApp();
    const res = await request(app).get('/api/boom').set('Accept-Language', 'ru-RU,ru;q=0.9');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: PLATFORM_TEXTS.ru.api.serverError });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toContain('database is locked');
    expect(failures()).toHaveLength(1);
    expect(failures()[0]).toMatchObject({ level: 'error', requestId: res.headers['x-request-id'], err: { message: 'database is locked' } });
  });

  it('answers a page’s fault with the error page in the page’s language, with ways on and no script', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const res = await request(failingApp().app).get(`/${lang}/boom`);
      const texts = SITE_TEXTS[lang].errorPage;
      expect(res.status).toBe(500);
      expect(res.type).toBe('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain(`<html lang="${lang}">`);
      expect(res.text).toContain(`<h1 class="page-title">${texts.server.title}</h1>`);
      expect(res.text).toContain(`href="/${lang}">${texts.home}</a>`);
      expect(res.text).toContain('<link rel="stylesheet" href="/assets/site.css">');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).not.toContain('<script');
      expect(res.text).not.toContain('template missing');
      expect(res.text).not.toMatch(/\n\s+at /);
    }
  });

  it('keeps a library’s 4xx as it is, says the request could not be read, and logs nothing', async () => {
    const { app, failures } = failingApp();
    const res = await request(app).get('/ru/unreadable');
    expect(res.status).toBe(400);
    expect(res.text).toContain(SITE_TEXTS.ru.errorPage.request.title);
    // Reloading an unreadable address would not help: the page offers only the way home.
    expect(res.text).not.toContain('href=""');
    expect(failures()).toEqual([]);
  });

  it('takes an error of ours that carries a 4xx status from elsewhere for what it is: a logged 500', async () => {
    const { logger, lines } = captureLogs();
    const app = express();
    app.use(requestLog(logger), requestIdHeader);
    app.get('/en/upstream', () => {
      throw Object.assign(new Error('upstream said 404'), { status: 404 });
    });
    app.use(errorPage({ stylesheets: [], fontPreloads: { en: [], ru: [] } }));
    const res = await request(app).get('/en/upstream');
    expect(res.status).toBe(500);
    expect(lines.filter((line) => line.msg === 'request failed')).toHaveLength(1);
  });
});
