import postcss from 'postcss';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentVersions } from '../../../site/render/consent-version';
import { renderDocument } from '../../../site/render/page-document';
import { resolvePage } from '../../../shared/page-lookup';
import { DEFAULT_POLICY } from '../../../shared/policy-settings';
import { sharedSite } from '../../support/shared-site';
import { TEST_SITE_URL, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await sharedSite();
});

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

const inlineStyle = (html: string) => {
  const match = /<style data-stylesheet="([^"]+)">([\s\S]*?)<\/style>/.exec(html);
  if (!match) throw new Error('the page has no inline stylesheet naming the whole one');
  return { stylesheet: match[1]!, css: match[2]! };
};
const fontFaces = (css: string) => css.match(/@font-face\{[^}]*\}/g) ?? [];

describe('a kept page carries the styles its own markup uses (decision 0027)', () => {
  it('inlines the rules of its own components and leaves out those of other pages', async () => {
    const contact = inlineStyle((await request(t.app).get('/en/contact')).text).css;
    const article = inlineStyle((await request(t.app).get('/ru/blog/optimizing-react-performance')).text).css;
    expect(contact).toContain('.contact-form');
    expect(contact).not.toContain('.blog-article');
    expect(article).toContain('.blog-article');
    expect(article).not.toContain('.contact-form');
    expect(article).not.toContain('.jobs-table');
  });

  it('keeps every font face, the states scripts set at start or at a first touch, and their animations', async () => {
    const { css } = inlineStyle((await request(t.app).get('/en/services')).text);
    const whole = (await request(t.app).get(t.ssr.stylesheets[0]!)).text;
    expect(fontFaces(css)).toEqual(fontFaces(whole));
    expect(fontFaces(css)).toHaveLength(4);
    for (const state of [
      '.reveal--pending',
      '.reveal--shown',
      '.site-header[data-solid]',
      '.site-header[data-fades]',
      'body.menu-open',
      '[aria-expanded=true]',
      '.tooltip',
    ]) {
      expect(css, state).toContain(state);
    }
  });

  it('keeps a state its script gives one kind of element only on the pages that have one (decision 0073)', async () => {
    const cssOf = async (path: string) => inlineStyle((await request(t.app).get(path)).text).css;
    const [home, caseStudy, policy] = await Promise.all(['/ru', '/en/projects/fitness-tracking-app', '/ru/privacy-policy'].map(cssOf));
    expect(home).toContain('.client-marquee[data-paused]');
    expect(home).toContain('.reveal--pending');
    expect(caseStudy).toContain('.project-media__icon--pause');
    for (const state of ['.client-marquee[data-paused]', '.reveal--pending', '.reveal--shown', '.project-media__icon--pause'])
      expect(policy, state).not.toContain(state);
    // The states of the header every page has stay everywhere.
    expect(policy).toContain('.site-header[data-solid]');
    expect(policy).toContain('.tooltip');
  });

  it('hides the crawlers’ site-structure list at the first paint: the cut is made from their page, which both audiences share (decision 0052)', async () => {
    const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const crawler = (await request(t.app).get('/en/about').set('User-Agent', GOOGLEBOT)).text;
    const people = (await request(t.app).get('/en/about').set('User-Agent', PHONE_BROWSER)).text;
    expect(crawler).toContain('<nav class="visually-hidden"');
    expect(people).not.toContain('class="visually-hidden"');
    expect(inlineStyle(crawler).css).toMatch(/\.visually-hidden\{[^}]*position:absolute/);
    expect(inlineStyle(people)).toEqual(inlineStyle(crawler));
  });

  it('keeps the rule that leaves long blocks to be laid out near the screen for the blocks the page has (decision 0050)', async () => {
    const laterBlocks = async (path: string) => {
      const { css } = inlineStyle((await request(t.app).get(path)).text);
      return [...css.matchAll(/([^{}]+)\{content-visibility:auto;/g)].flatMap((rule) => rule[1]!.split(','));
    };
    expect(await laterBlocks('/ru/privacy-policy')).toEqual(['.legal-section', '.site-footer__grid']);
    expect(await laterBlocks('/en/careers/product-designer')).toEqual(['.job-section', '.site-footer__grid']);
    expect(await laterBlocks('/en/blog/optimizing-react-performance')).toEqual(['.prose>*', '.blog-related', '.site-footer__grid']);
    expect(await laterBlocks('/ru')).toEqual([
      '.home-work',
      '.home-services',
      '.home-about',
      '.home-blog',
      '.home-careers',
      '.home-contact',
      '.site-footer__grid',
    ]);
    // Not a list's first four cards, which a phone lays out at load anyway.
    expect(await laterBlocks('/en/blog')).toEqual(['.blog-list .blog-grid>li:nth-child(n+5)', '.site-footer__grid']);
    expect(await laterBlocks('/ru/projects')).toEqual(['.projects-page .card-grid>li:nth-child(n+5)', '.site-footer__grid']);
    expect(await laterBlocks('/en/contact')).toEqual(['.site-footer__grid']);
  });

  it('keeps the outlined service and its fade on the page of that service only, which the server marks', async () => {
    const { css: all } = inlineStyle((await request(t.app).get('/en/services')).text);
    const one = (await request(t.app).get('/en/services/web-development')).text;
    const { css } = inlineStyle(one);
    expect(one).toMatch(/<article id="web-development" class="[^"]*service-card--highlight[^"]*" tabindex="-1" autofocus=""/);
    expect(css).toMatch(/\.service-card--highlight::?before\{/);
    // The browser focuses that card at start: its own ring would cover the outline until the rest came.
    expect(css).toContain('.service-card--full:focus{outline:none}');
    expect(css).toContain('@keyframes service-highlight');
    expect(all).not.toContain('service-card--highlight');
  });

  it('keeps every @media block and animation of the stylesheet in its order, a block empty where the page uses none of its rules (decision 0049)', async () => {
    const rest = (await request(t.app).get(inlineStyle((await request(t.app).get('/en/blog')).text).stylesheet)).text;
    const atRules = (css: string) =>
      postcss
        .parse(css)
        .nodes.flatMap((node) => (node.type === 'atrule' && node.name !== 'font-face' ? [`@${node.name} ${node.params}`] : []));
    expect(atRules(rest).length).toBeGreaterThan(20);
    for (const path of ['/en/blog', '/ru/contact', '/en/services/web-development']) {
      const { css } = inlineStyle((await request(t.app).get(path)).text);
      expect(atRules(css), path).toEqual(atRules(rest));
      // The rule that held the empty blocks through the cut is gone.
      expect(css, path).not.toContain(':root:not(:root)');
      expect(css, path).toMatch(/@media[^{]+\{\}/);
    }
  });

  it('names the rest of the stylesheet, a cached file with every rule but the font faces, at a fraction of the size', async () => {
    const { stylesheet, css } = inlineStyle((await request(t.app).get('/en/blog')).text);
    const whole = (await request(t.app).get(t.ssr.stylesheets[0]!)).text;
    const res = await request(t.app).get(stylesheet);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toContain('immutable');
    // Faces added a second time would make the browser lay the page out again.
    expect(fontFaces(res.text)).toEqual([]);
    expect(res.text).toBe(fontFaces(whole).reduce((rest, face) => rest.replace(face, ''), whole));
    // The search's empty state shows only after a search: it comes with the rest.
    expect(css).not.toContain('.blog-empty');
    expect(res.text).toContain('.blog-empty');
    // So do the states of a pointer or a keyboard, which no first paint shows, but for the skip
    // link's focus (the first Tab brings it into view, before the rest comes or without scripts)
    // and the focus the browser gives a service's card at start.
    expect(css).toContain('.site-nav__link{');
    expect(css).toContain('.skip-link:focus{transform:none}');
    expect(css.replace(/\.(skip-link|service-card--full):focus\{/g, '')).not.toMatch(/:(hover|focus|focus-visible|active)\b/);
    expect(res.text).toContain('.site-nav__link:hover');
    expect(css.length).toBeLessThan(whole.length / 2);
  });

  it('changes nothing but the stylesheet: the rest is the renderer’s markup, byte for byte', async () => {
    const path = '/ru/careers';
    const kept = (await request(t.app).get(path).set('User-Agent', PHONE_BROWSER)).text;
    const options = {
      siteUrl: TEST_SITE_URL,
      indexNowKeyLocation: null,
      clock: () => new Date(),
      policy: DEFAULT_POLICY,
      consentVersions: consentVersions(DEFAULT_POLICY.periods),
    };
    const match = resolvePage(path)!;
    const rendered = (await renderDocument(t.ssr, options, { url: path, lang: 'ru', match, log: t.logger })).html('people');
    const withoutStyle = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/, '');
    expect(withoutStyle(kept)).toBe(withoutStyle(rendered));
    expect(kept.length).toBeLessThan(rendered.length - 20_000);
    // A not-found page is rendered for its request alone, with the cut of its kind (decision 0072): no rule it does not use.
    const notFound = (await request(t.app).get('/ru/no-such-page')).text;
    expect(notFound).toMatch(/<style data-stylesheet="[^"]+">/);
    expect(notFound).not.toContain('.jobs-table');
  });
});
