import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { content as ru } from '../../../shared/content/.generated/texts-ru';
import { PROJECT_SLUGS, SERVICE_SLUGS } from '../../../shared/content/.generated/slugs';
import { paths } from '../../../shared/routes';
import { sharedSite } from '../../support/shared-site';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await sharedSite();
});

describe('content endpoints', () => {
  it('return the localized projects and services, cacheable for an hour', async () => {
    const projects = await request(t.app).get('/api/projects?lang=ru');
    expect(projects.status).toBe(200);
    expect(projects.get('Cache-Control')).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(projects.body.projects.map((p: { slug: string }) => p.slug)).toEqual([...PROJECT_SLUGS]);
    const first = PROJECT_SLUGS[0];
    expect(projects.body.projects[0]).toMatchObject({ title: ru.projects[first].title, url: paths.project('ru', first) });
    const services = await request(t.app).get('/api/services?lang=en');
    expect(services.body.services.map((s: { slug: string }) => s.slug)).toEqual([...SERVICE_SLUGS]);
    expect(services.body.services[0].features).toHaveLength(5);
  });

  it('answers 400 in the visitor’s language without a valid lang', async () => {
    const res = await request(t.app).get('/api/projects?lang=de').set('Accept-Language', 'ru');
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('?lang=en');
    expect(res.body.error).toMatch(/[а-я]/);
  });

  it('are named as prefetch hints by the pages', async () => {
    const page = await request(t.app).get(paths.about('en'));
    expect(page.text).toContain('<link rel="prefetch" href="/api/projects?lang=en">');
    expect(page.text).toContain('<link rel="prefetch" href="/api/services?lang=en">');
  });
});
