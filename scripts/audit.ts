/**
 * `npm run audit`: Lighthouse (mobile, the default throttling) on every page in both
 * languages against the production build, driving Debian's Chromium. Prints a Markdown
 * table of the four category scores and the lab metrics per page, their ranges, the pages
 * past the performance budget (DESIGN.md; issue 10) and, for each page below 100, the
 * audits that cost the points. Reports land in test-results/lighthouse/. Arguments narrow the
 * run to paths starting with them: `npm run audit -- /ru/blog /en/contact`. `--runs 3` audits
 * each page three times and reports Lighthouse's own representative run of them (the one
 * closest to the median FCP and TTI, as Lighthouse CI and PageSpeed Insights pick it).
 * Exits 1 when Accessibility, Best Practices or SEO is below 100 anywhere.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { everyPagePath } from '../site';
import { withProductionSite } from './support/production-site';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'test-results', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const MAX_ATTEMPTS = 3;

/** The lab metrics under Lighthouse's mobile simulation, each with its budget (issue 10, point 1). */
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 's', budget: 1200 },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 's', budget: 1800 },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms', budget: 100 },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '', budget: 0 },
] as const;
type Metric = (typeof METRICS)[number]['label'];

interface PageResult {
  path: string;
  scores: Record<Category, number>;
  /** Milliseconds, or the layout shift score. */
  metrics: Record<Metric, number>;
  /** Audits below full marks that count towards a category, with what they measured. */
  losses: string[];
}

function auditedPaths(prefixes: string[]): string[] {
  const all = everyPagePath();
  return prefixes.length === 0 ? all : all.filter((path) => prefixes.some((prefix) => path.startsWith(prefix)));
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function runLighthouse(origin: string, path: string, chromePort: number, attempt = 1): Promise<Lhr> {
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
    if (attempt < MAX_ATTEMPTS) return runLighthouse(origin, path, chromePort, attempt + 1);
    throw new Error(`Lighthouse failed on ${path} ${MAX_ATTEMPTS} times: ${lhr.runtimeError.code}`);
  }
  return lhr;
}

async function auditPage(origin: string, path: string, chromePort: number, runs: number): Promise<PageResult> {
  const all: Lhr[] = [];
  for (let run = 0; run < runs; run++) all.push(await runLighthouse(origin, path, chromePort));
  const lhr = runs === 1 ? all[0]! : (computeMedianRun(all as Parameters<typeof computeMedianRun>[0]) as Lhr);
  writeFileSync(join(OUT, `${path.replaceAll('/', '_').replace(/^_/, '')}.json`), JSON.stringify(lhr));
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<
    Category,
    number
  >;
  const losses: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        losses.push(`${id}: ${ref.id} ${Math.round(audit.score * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  const metrics = Object.fromEntries(METRICS.map(({ id, label }) => [label, lhr.audits[id]?.numericValue ?? Number.NaN])) as Record<
    Metric,
    number
  >;
  return { path, scores, metrics, losses };
}

const shown = (metric: (typeof METRICS)[number], value: number) =>
  metric.unit === 's' ? (value / 1000).toFixed(2) : metric.unit === 'ms' ? String(Math.round(value)) : value.toFixed(3);

function table(results: PageResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.path} | ${CATEGORIES.map((id) => r.scores[id]).join(' | ')} | ${METRICS.map((m) => shown(m, r.metrics[m.label])).join(' | ')} |`,
  );
  const head = `| Page | Performance | Accessibility | Best Practices | SEO | ${METRICS.map((m) => `${m.label}${m.unit ? ` (${m.unit})` : ''}`).join(' | ')} |`;
  return [head, `|${'---|'.repeat(1 + CATEGORIES.length + METRICS.length)}`, ...rows].join('\n');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Lowest, median and highest of each metric and of the Performance score. */
function ranges(results: PageResult[]): string {
  const performance = results.map((r) => r.scores.performance);
  const lines = [`Performance ${Math.min(...performance)}–${Math.max(...performance)} (median ${median(performance)})`];
  for (const metric of METRICS) {
    const values = results.map((r) => r.metrics[metric.label]);
    lines.push(
      `${metric.label} ${shown(metric, Math.min(...values))}–${shown(metric, Math.max(...values))} (median ${shown(metric, median(values))})`,
    );
  }
  return lines.join('; ');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { runs: { type: 'string', default: '1' } }, allowPositionals: true });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  const paths = auditedPaths(positionals);
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
        const result = await auditPage(origin, path, chrome.port, runs);
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
  console.log(`\n${ranges(results)}${runs > 1 ? `; each page the representative of ${runs} runs` : ''}.`);
  const overBudget = results.flatMap((r) =>
    METRICS.filter((m) => r.metrics[m.label] > m.budget).map((m) => `${r.path} ${m.label} ${shown(m, r.metrics[m.label])}`),
  );
  if (overBudget.length > 0) console.log(`Past the budget (FCP 1.2 s, LCP 1.8 s, TBT 100 ms, CLS 0): ${overBudget.join('; ')}.`);
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
