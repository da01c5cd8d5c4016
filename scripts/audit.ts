/**
 * `npm run audit`: Lighthouse (mobile, the default throttling) on every page in both
 * languages against the production build, driving Debian's Chromium. Prints a Markdown
 * table of the four category scores per page and, for each page below 100, the audits
 * that cost the points. Reports land in test-results/lighthouse/. Arguments narrow the
 * run to paths starting with them: `npm run audit -- /ru/blog /en/contact`.
 * Exits 1 when Accessibility, Best Practices or SEO is below 100 anywhere.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { sitePaths, withProductionSite } from './support/production-site';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'test-results', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const MAX_ATTEMPTS = 3;

interface PageResult {
  path: string;
  scores: Record<Category, number>;
  /** Audits below full marks that count towards a category, with what they measured. */
  losses: string[];
}

function auditedPaths(prefixes: string[]): string[] {
  const all = sitePaths();
  return prefixes.length === 0 ? all : all.filter((path) => prefixes.some((prefix) => path.startsWith(prefix)));
}

async function auditPage(origin: string, path: string, chromePort: number, attempt = 1): Promise<PageResult> {
  const runner = await lighthouse(`${origin}${path}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = runner;
  // A lost trace (NO_NAVSTART on a busy machine) zeroes the scores; Lighthouse's advice is to run again.
  if (lhr.runtimeError) {
    if (attempt < MAX_ATTEMPTS) return auditPage(origin, path, chromePort, attempt + 1);
    throw new Error(`Lighthouse failed on ${path} ${MAX_ATTEMPTS} times: ${lhr.runtimeError.code}`);
  }
  writeFileSync(join(OUT, `${path.replaceAll('/', '_').replace(/^_/, '')}.json`), JSON.stringify(lhr));
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const losses: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        losses.push(`${id}: ${ref.id} ${Math.round(audit.score * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  return { path, scores, losses };
}

function table(results: PageResult[]): string {
  const rows = results.map((r) => `| ${r.path} | ${CATEGORIES.map((id) => r.scores[id]).join(' | ')} |`);
  return ['| Page | Performance | Accessibility | Best Practices | SEO |', '|---|---|---|---|---|', ...rows].join('\n');
}

async function main(): Promise<void> {
  const paths = auditedPaths(process.argv.slice(2));
  if (paths.length === 0) throw new Error('no page matches the given paths');
  mkdirSync(OUT, { recursive: true });
  const results = await withProductionSite('audit', async (origin) => {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    const audited: PageResult[] = [];
    try {
      for (const path of paths) {
        const result = await auditPage(origin, path, chrome.port);
        console.error(`${path}: ${CATEGORIES.map((id) => result.scores[id]).join(' / ')}`);
        audited.push(result);
      }
    } finally {
      chrome.kill();
    }
    return audited;
  });
  writeFileSync(join(OUT, 'summary.json'), JSON.stringify(results, null, 2));
  console.log(table(results));
  const imperfect = results.filter((r) => r.losses.length > 0);
  if (imperfect.length > 0) {
    console.log('\nWhere points were lost:');
    for (const r of imperfect) console.log(`- ${r.path}: ${r.losses.join('; ')}`);
  }
  const failing = results.filter((r) => CATEGORIES.slice(1).some((id) => r.scores[id] < 100));
  if (failing.length > 0) {
    console.log(`\n${failing.length} page(s) below 100 in Accessibility, Best Practices or SEO.`);
    process.exitCode = 1;
  }
}

await main();
