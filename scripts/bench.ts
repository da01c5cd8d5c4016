/**
 * `npm run bench`: how fast the production server serves pages, against a bare Express twin
 * sending the same bytes from memory. It starts the build on a free port with its own
 * database, waits until it is ready (the top pages rendered ahead), times each page's first request (those rendered ahead and the long tail apart), captures the benchmarked pages as
 * people and as crawlers get them, times each page's first request from the twin too, then loads the server and the twin in turn with autocannon
 * and prints a Markdown table of the request rates and their ratio. Flags: `--duration`
 * (seconds per run, default 8) and `--connections` (default 32). Exits 1 when the server is
 * below 0.9x the twin's rate anywhere, or when a run had failed or incomplete responses.
 * `--inbound` times a visitor's answer from the mailbox to the desk instead (bench/inbound-arrival.ts);
 * `--articles N` builds and measures the site with N articles per language (bench/long-blog.ts),
 * and with `--audit` runs Lighthouse on that copy's blog;
 * `--submissions N` the desk with N submissions on both engines (bench/big-inbox.ts).
 */
import { parseArgs } from 'node:util';
import { existingPagePaths } from '../shared/page-lookup';
import { pagesAhead } from '../site';
import { FIRST_RENDER_BUDGET_MS, measureFirstRenders, TAIL_FIRST_RENDER_BUDGET_MS, type FirstRenders } from './bench/first-render';
import { fetchPage, VARIANTS } from './bench/fetch-page';
import { benchBigInbox } from './bench/big-inbox';
import { benchInboundArrival } from './bench/inbound-arrival';
import { benchLongBlog } from './bench/long-blog';
import { load, type LoadResult, type LoadSettings } from './bench/load';
import { startTwin, type CapturedPage } from './bench/twin';
import { machineLine } from './support/machine';
import { withProductionSite } from './support/production-site';

const PAGES = ['/en', '/en/blog/optimizing-react-performance'];
type Variant = keyof typeof VARIANTS;
/** Issue 27, point 4: a kept page at 0.9x what a bare server sends the same bytes at. */
const TARGET_RATIO = 0.9;
const WARM_UP_SECONDS = 2;

interface Target {
  variant: Variant;
  page: CapturedPage;
}

interface Comparison {
  path: string;
  variant: Variant;
  server: LoadResult;
  twin: LoadResult;
}

/** A flag's value that is not what it should be: said in one line, without a stack. */
class UsageError extends Error {}

function settingsFromArgs(): LoadSettings & { inbound: boolean; audit: boolean; articles?: number; submissions?: number } {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '8' },
      connections: { type: 'string', default: '32' },
      inbound: { type: 'boolean', default: false },
      articles: { type: 'string' },
      audit: { type: 'boolean', default: false },
      submissions: { type: 'string' },
    },
  });
  const positive = (name: string, value: string) => {
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < 1) throw new UsageError(`--${name} must be a whole number above 0, not "${value}"`);
    return number;
  };
  if (values.audit && values.articles === undefined) throw new UsageError('--audit goes with --articles N: it audits that copy’s blog');
  return {
    duration: positive('duration', values.duration),
    connections: positive('connections', values.connections),
    inbound: values.inbound,
    audit: values.audit,
    ...(values.articles !== undefined && { articles: positive('articles', values.articles) }),
    ...(values.submissions !== undefined && { submissions: positive('submissions', values.submissions) }),
  };
}

async function capture(origin: string): Promise<Target[]> {
  const targets: Target[] = [];
  for (const path of PAGES) {
    for (const [variant, userAgent] of Object.entries(VARIANTS) as [Variant, string][]) {
      targets.push({ variant, page: { path, userAgent, ...(await fetchPage(`${origin}${path}`, userAgent)) } });
    }
  }
  return targets;
}

/** The faster of the runs, with the problems of all of them. */
function best(runs: LoadResult[]): LoadResult {
  const fastest = runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  return { ...fastest, problems: runs.flatMap((run) => run.problems) };
}

/** Server and twin one after the other, never at once (two cores), in both orders against drift. */
async function compare({ variant, page }: Target, serverOrigin: string, twinOrigin: string, settings: LoadSettings): Promise<Comparison> {
  const run = (origin: string, duration = settings.duration) =>
    load(`${origin}${page.path}`, page.userAgent, page.body, { ...settings, duration });
  await run(serverOrigin, WARM_UP_SECONDS);
  await run(twinOrigin, WARM_UP_SECONDS);
  const server = [await run(serverOrigin)];
  const twin = [await run(twinOrigin), await run(twinOrigin)];
  server.push(await run(serverOrigin));
  return { path: page.path, variant, server: best(server), twin: best(twin) };
}

const ratioOf = (c: Comparison) => c.server.requestsPerSecond / c.twin.requestsPerSecond;

function table(comparisons: Comparison[]): string {
  const rows = comparisons.map((c) =>
    [
      c.path,
      c.variant,
      Math.round(c.server.requestsPerSecond),
      Math.round(c.twin.requestsPerSecond),
      `${ratioOf(c).toFixed(2)}x`,
      c.server.p99Ms,
      c.twin.p99Ms,
    ].join(' | '),
  );
  return [
    '| Page | Variant | Server req/s | Twin req/s | Ratio | Server p99 (ms) | Twin p99 (ms) |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

const timesOf = ({ medianMs, maxMs, slowestPath }: FirstRenders) =>
  `median ${medianMs.toFixed(1)} ms, max ${maxMs.toFixed(1)} ms (${slowestPath})`;

function firstRenderSummary(ahead: FirstRenders, tail: FirstRenders | null, twin: FirstRenders): string {
  const verdict = (ms: number, budgetMs: number) => `${ms < budgetMs ? 'within' : 'over'} the ${budgetMs} ms budget`;
  return [
    `First request of each of the ${ahead.pages} pages rendered ahead, after start-up: ${timesOf(ahead)}, ${verdict(ahead.maxMs, FIRST_RENDER_BUDGET_MS)}.`,
    tail
      ? `First request of each of the ${tail.pages} pages of the long tail, rendered then: ${timesOf(tail)}, 95th percentile ${tail.p95Ms.toFixed(1)} ms, ${verdict(tail.p95Ms, TAIL_FIRST_RENDER_BUDGET_MS)}.`
      : 'No page of the long tail: every page is rendered ahead.',
    `The twin's, started afresh with the same pages, in the same way: ${timesOf(twin)}.`,
  ].join('\n');
}

async function main(): Promise<void> {
  let settings: ReturnType<typeof settingsFromArgs>;
  try {
    settings = settingsFromArgs();
  } catch (error) {
    // parseArgs's own errors (an unknown flag, a missing value) are as readable.
    const parseError = error instanceof TypeError && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    if (!(error instanceof UsageError) && !parseError) throw error;
    console.error(`npm run bench: ${(error as Error).message}`);
    process.exitCode = 2;
    return;
  }
  console.log(`Measured on: ${await machineLine()}.\n`);
  if (settings.inbound) return benchInboundArrival();
  if (settings.articles !== undefined) return benchLongBlog(settings.articles, { audit: settings.audit });
  if (settings.submissions !== undefined) return benchBigInbox(settings.submissions);
  const { firstRenders, tailRenders, twinFirstRenders, comparisons } = await withProductionSite('bench', async (origin) => {
    const ahead = new Set(pagesAhead().map(([path]) => path));
    const tailPaths = existingPagePaths().filter((path) => !ahead.has(path));
    const firstRenders = await measureFirstRenders(origin, [...ahead], VARIANTS.people);
    const tailRenders = tailPaths.length > 0 ? await measureFirstRenders(origin, tailPaths, VARIANTS.people) : null;
    const targets = await capture(origin);
    const twin = await startTwin([...firstRenders.captured, ...(tailRenders?.captured ?? []), ...targets.map((target) => target.page)]);
    const comparisons: Comparison[] = [];
    let twinFirstRenders: FirstRenders;
    try {
      // The floor of the first requests: a process as fresh, the same client, the same machine.
      twinFirstRenders = await measureFirstRenders(twin.origin, existingPagePaths(), VARIANTS.people);
      for (const target of targets) {
        const comparison = await compare(target, origin, twin.origin, settings);
        console.error(`${comparison.path} (${comparison.variant}): ${ratioOf(comparison).toFixed(2)}x`);
        comparisons.push(comparison);
      }
    } finally {
      twin.stop();
    }
    return { firstRenders, tailRenders, twinFirstRenders, comparisons };
  });

  console.log(`${settings.connections} connections, ${settings.duration} s per run, the better of two runs each.\n`);
  console.log(table(comparisons));
  console.log(`\n${firstRenderSummary(firstRenders, tailRenders, twinFirstRenders)}`);
  const troubled = comparisons.filter((c) => c.server.problems.length + c.twin.problems.length > 0);
  if (troubled.length > 0) {
    console.log('\nRuns with failed or incomplete responses (their rates do not count):');
    for (const c of troubled)
      console.log(
        `- ${c.path} (${c.variant}): server ${c.server.problems.join(', ') || 'none'}; twin ${c.twin.problems.join(', ') || 'none'}`,
      );
  }
  const slow = comparisons.filter((c) => ratioOf(c) < TARGET_RATIO);
  if (slow.length > 0) console.log(`\n${slow.length} page(s) below ${TARGET_RATIO}x the twin's request rate.`);
  if (slow.length > 0 || troubled.length > 0) process.exitCode = 1;
}

await main();
