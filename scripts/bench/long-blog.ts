/**
 * `npm run bench -- --articles N`: the site with N articles per language (issue 54). It builds a
 * temporary copy of the project with that many articles (long-blog-copy.ts), starts it as in
 * production, and measures what grows with the blog: the build's time, the time to /readyz,
 * the process's memory after ready and after every page was asked for once by both audiences,
 * each page's first request (the pages rendered ahead and the long tail apart), each page's
 * size in brotli with its headers, and whether the sitemap and the feeds are valid and name every article. Prints a
 * Markdown table; exits 1 when a target is missed. With `--audit`, the copy's own audit script
 * (scripts/audit.ts, what `npm run audit` runs) then runs Lighthouse on its blog in both
 * languages (blogPagesToAudit), with its targets.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_ROUND_TRIP_BYTES } from '../../platform/http/first-round-trip';
import { headBytesOf } from '../../tests/support/raw-http';
import { withProductionSite, type StartedSite } from '../support/production-site';
import { VARIANTS } from './fetch-page';
import { FIRST_RENDER_BUDGET_MS, measureFirstRenders, TAIL_FIRST_RENDER_BUDGET_MS, type FirstRenders } from './first-render';
import { makeLongBlogCopy } from './long-blog-copy';

const ROOT = join(import.meta.dirname, '..', '..');
const SITEMAP_SCHEMA = join(ROOT, 'tests/fixtures/validators/sitemap-hreflang.xsd');

/** Issue 54, point 1, and the bench's first-request budgets (decision 0070). */
const TARGETS = {
  buildMs: 180_000,
  readyMs: 10_000,
  rssBytes: 400 * 1024 * 1024,
  firstRoundTripBytes: FIRST_ROUND_TRIP_BYTES,
  aheadFirstMs: FIRST_RENDER_BUDGET_MS,
  tailFirstMs: TAIL_FIRST_RENDER_BUDGET_MS,
};

/** What the copy's own code says its pages are: every one, and those it renders ahead. */
interface CopyPages {
  paths: string[];
  ahead: string[];
  articles: Record<string, string[]>;
}

function pagesOfCopy(root: string): CopyPages {
  const script = [
    "const { existingPagePaths } = await import('./shared/page-lookup.ts');",
    "const { pagesAhead } = await import('./site/render/pages-ahead.ts');",
    "const { BLOG_SLUGS } = await import('./shared/content/.generated/slugs.ts');",
    "const { LANGS } = await import('./shared/i18n/langs.ts');",
    "const { paths } = await import('./shared/routes.ts');",
    'console.log(JSON.stringify({ paths: existingPagePaths(), ahead: pagesAhead().map(([path]) => path),',
    '  articles: Object.fromEntries(LANGS.map((lang) => [lang, BLOG_SLUGS.map((slug) => paths.post(lang, slug))])) }));',
  ].join('\n');
  const file = join(root, 'pages-of-copy.mts');
  writeFileSync(file, script);
  return JSON.parse(execFileSync(join(root, 'node_modules/.bin/tsx'), [file], { cwd: root, encoding: 'utf8' })) as CopyPages;
}

function build(root: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`npm run build failed:\n${output}`))));
  });
}

/** The resident memory of a process, from Linux's /proc. */
function rssOf(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes) * 1024;
}

/** The bytes of a page's answer in brotli as `userAgent` gets it, its headers included (fetch would decompress them). */
function answerSize(url: string, userAgent: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'user-agent': userAgent, 'accept-encoding': 'br' } }, (res) => {
      let bytes = headBytesOf(res);
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200 && res.headers['content-encoding'] === 'br'
          ? resolve(bytes)
          : reject(new Error(`${url}: ${res.statusCode}, ${res.headers['content-encoding']}`)),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Null when xmllint (Debian's libxml2-utils) finds `xml` well-formed (and valid against `schema`), else its report. */
function xmlProblem(xml: string, schema?: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'long-blog-xml-'));
  try {
    const file = join(dir, 'doc.xml');
    writeFileSync(file, xml);
    execFileSync('xmllint', ['--noout', ...(schema ? ['--schema', schema] : []), file], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error)
      .trim()
      .split('\n')[0]!;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]!);

interface Measures {
  readyMs: number;
  rssReady: number;
  rssAll: number;
  ahead: FirstRenders;
  tail: FirstRenders;
  /** The bytes of each page's answer in brotli, headers included, for people and crawlers, largest first. */
  sizes: { path: string; audience: string; bytes: number }[];
  withoutRelated: string[];
  sitemap: { urls: number; problem: string | null; missing: string[] };
  feeds: Record<string, string | null>;
}

async function measure(origin: string, site: StartedSite, pages: CopyPages): Promise<Measures> {
  const rssReady = rssOf(site.pid);
  const aheadPaths = new Set(pages.ahead);
  const ahead = await measureFirstRenders(origin, pages.ahead, VARIANTS.people);
  const tail = await measureFirstRenders(
    origin,
    pages.paths.filter((path) => !aheadPaths.has(path)),
    VARIANTS.people,
  );
  const articles = new Set(Object.values(pages.articles).flat());
  const withoutRelated = [...ahead.captured, ...tail.captured]
    .filter(({ path, body }) => articles.has(path) && !body.toString().includes('class="section section--surface blog-related"'))
    .map(({ path }) => path);
  const sizes: Measures['sizes'] = [];
  for (const path of pages.paths)
    for (const [audience, agent] of Object.entries(VARIANTS))
      sizes.push({ path, audience, bytes: await answerSize(`${origin}${path}`, agent) });
  const rssAll = rssOf(site.pid);

  const sitemapXml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const isIndex = sitemapXml.includes('<sitemapindex');
  const sitemaps = isIndex ? await Promise.all(locsOf(sitemapXml).map(async (url) => (await fetch(url)).text())) : [sitemapXml];
  const locs = new Set(sitemaps.flatMap(locsOf).map((url) => new URL(url).pathname));
  const sitemapProblem =
    (isIndex ? xmlProblem(sitemapXml) : null) ?? sitemaps.map((xml) => xmlProblem(xml, SITEMAP_SCHEMA)).find(Boolean) ?? null;
  const feeds = Object.fromEntries(
    await Promise.all(
      Object.keys(pages.articles).map(async (lang) => [lang, xmlProblem(await (await fetch(`${origin}/${lang}/blog/rss.xml`)).text())]),
    ),
  ) as Record<string, string | null>;
  return {
    readyMs: site.readyMs,
    rssReady,
    rssAll,
    ahead,
    tail,
    sizes: sizes.sort((a, b) => b.bytes - a.bytes),
    withoutRelated,
    sitemap: { urls: locs.size, problem: sitemapProblem, missing: [...articles].filter((path) => !locs.has(path)) },
    feeds,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const firstRequests = (renders: FirstRenders) =>
  renders.pages === 0
    ? 'none'
    : `${renders.pages} pages, median ${renders.medianMs.toFixed(1)} ms, 95th percentile ${renders.p95Ms.toFixed(1)} ms, max ${renders.maxMs.toFixed(1)} ms (${renders.slowestPath})`;

/**
 * The blog's pages whose weight grows with it, in each language: the list's first, second and last
 * pages (each with its page's cards, and the search), the newest article (rendered ahead) and the
 * oldest (the long tail's).
 */
function blogPagesToAudit(pages: CopyPages): string[] {
  const pageNumber = (path: string) => Number(path.split('/').at(-1));
  return Object.entries(pages.articles).flatMap(([lang, articles]) => {
    const listPages = pages.paths.filter((path) => path.startsWith(`/${lang}/blog/page/`)).sort((a, b) => pageNumber(a) - pageNumber(b));
    const laterPages = new Set([listPages[0], listPages.at(-1)].filter((path) => path !== undefined));
    return [`/${lang}/blog`, ...laterPages, articles[0]!, articles.at(-1)!];
  });
}

/** Lighthouse on the copy's blog, by the copy's own audit script (its build, its page list); false when it missed. */
function auditBlog(root: string, pages: CopyPages): boolean {
  console.error('Auditing the copy’s blog…');
  try {
    execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/audit.ts', '--exact', ...blogPagesToAudit(pages)], {
      cwd: root,
      stdio: 'inherit',
    });
    return true;
  } catch {
    return false;
  }
}

/** Builds, starts and measures the site with `count` articles per language; prints the table. */
export async function benchLongBlog(count: number, { audit = false } = {}): Promise<void> {
  console.error(`Copying the project with ${count} articles per language…`);
  const root = makeLongBlogCopy(count);
  try {
    console.error('Building the copy…');
    const buildMs = await build(root);
    const pages = pagesOfCopy(root);
    const m = await withProductionSite('long-blog', (origin, site) => measure(origin, site, pages), {}, root);
    const over = m.sizes.filter((size) => size.bytes > TARGETS.firstRoundTripBytes);
    const misses = [
      buildMs > TARGETS.buildMs && `the build took over ${seconds(TARGETS.buildMs)}`,
      m.readyMs > TARGETS.readyMs && `/readyz answered after ${seconds(TARGETS.readyMs)}`,
      Math.max(m.rssReady, m.rssAll) > TARGETS.rssBytes && `the memory went over ${megabytes(TARGETS.rssBytes)}`,
      m.ahead.maxMs > TARGETS.aheadFirstMs && `a page rendered ahead took over ${TARGETS.aheadFirstMs} ms at its first request`,
      m.tail.p95Ms > TARGETS.tailFirstMs && `the long tail's first requests took over ${TARGETS.tailFirstMs} ms at the 95th percentile`,
      over.length > 0 && `${over.length} page(s) over ${TARGETS.firstRoundTripBytes} bytes with their headers`,
      m.withoutRelated.length > 0 && `${m.withoutRelated.length} article(s) without related articles`,
      (m.sitemap.problem || m.sitemap.missing.length > 0) && 'the sitemap is invalid or misses articles',
      Object.values(m.feeds).some(Boolean) && 'a feed is invalid',
    ].filter((miss): miss is string => typeof miss === 'string');
    const rows = [
      ['Articles per language', String(count)],
      ['Pages (both languages)', `${pages.paths.length}, of which ${pages.ahead.length} rendered ahead`],
      ['Build (npm run build)', seconds(buildMs)],
      ['Start to /readyz 200', seconds(m.readyMs)],
      ['Memory (RSS) when ready', megabytes(m.rssReady)],
      ['Memory (RSS) after every page once, both audiences', megabytes(m.rssAll)],
      [`First request, rendered ahead (budget ${TARGETS.aheadFirstMs} ms)`, firstRequests(m.ahead)],
      [`First request, long tail (budget ${TARGETS.tailFirstMs} ms at the 95th percentile)`, firstRequests(m.tail)],
      [`Pages over ${TARGETS.firstRoundTripBytes} bytes with their headers (brotli)`, `${over.length} of ${m.sizes.length}`],
      ['Articles without related articles', String(m.withoutRelated.length)],
      ['Sitemap', `${m.sitemap.problem ?? 'valid'}, ${m.sitemap.urls} URLs, ${m.sitemap.missing.length} article(s) missing`],
      ...Object.entries(m.feeds).map(([lang, problem]) => [`Feed (${lang})`, problem ?? 'valid']),
    ];
    console.log(['| Measure | Value |', '|---|---|', ...rows.map(([name, value]) => `| ${name} | ${value} |`)].join('\n'));
    console.log('\nThe five largest answers in brotli, headers included:');
    for (const size of m.sizes.slice(0, 5)) console.log(`- ${size.path} (${size.audience}): ${size.bytes} bytes`);
    if (audit && !auditBlog(root, pages)) misses.push('the audit found a category below 100');
    if (misses.length > 0) {
      console.log(`\nMissed: ${misses.join('; ')}.`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
