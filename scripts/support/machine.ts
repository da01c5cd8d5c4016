/**
 * What a run was measured on, printed first by `npm run bench` and `npm run first-touch` so
 * that docs/performance.md can keep every run beside its machine: the date, the processor, the
 * cores, the memory, Node and Chromium, and Lighthouse's CPU benchmark (its `benchmarkIndex`,
 * computed by Lighthouse's own page function in the same Chromium the audit drives; higher is
 * faster), which `npm run audit` reports at each of its runs.
 */
import { cpus, totalmem } from 'node:os';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium';

async function benchmarkIndex(): Promise<{ index: number; chromium: string }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  try {
    const page = await browser.newPage();
    const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    return { index: Math.round(Number(index)), chromium: browser.version() };
  } finally {
    await browser.close();
  }
}

/** One line naming the machine as it is now. */
export async function machineLine(): Promise<string> {
  const processors = cpus();
  const { index, chromium: version } = await benchmarkIndex();
  return (
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${processors[0]?.model.trim() ?? 'unknown processor'}, ` +
    `${processors.length} cores, ${Math.round(totalmem() / 2 ** 30)} GB; Node ${process.versions.node}, Chromium ${version}; ` +
    `Lighthouse's CPU benchmark ${index}`
  );
}
