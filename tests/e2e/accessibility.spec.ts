import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PAGE_COPY as COPY_EN } from '../../shared/content/pages/en';
import { PAGE_COPY as COPY_RU } from '../../shared/content/pages/ru';
import { en } from '../../shared/i18n/en';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { ru } from '../../shared/i18n/ru';
import { paths } from '../../shared/routes';
import { expect, test } from './support/fixtures';
import { screens, VIEWPORTS } from './support/screens';
import { hiddenSections, runningAnimations } from './support/motion';
import { WCAG_TAGS } from './support/axe-checks';
import { settle } from './support/scroll-through';

const DICTS = { en, ru };
const COPY = { en: COPY_EN, ru: COPY_RU };

/** Runs axe on the page as it stands: one line per offending element (rule, impact, target, page). */
async function violations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${label}: ${violation.id} (${violation.impact ?? 'unknown'}) at ${node.target.join(' ')} — ${violation.help}`,
    ),
  );
}

/** Fails with every violation found, after one summary line. */
function expectNone(found: string[], label: string, pages = 1): void {
  console.log(`axe ${label}: ${pages} page${pages === 1 ? '' : 's'}, ${found.length} violations`);
  expect(found, `axe violations on ${label}`).toEqual([]);
}

/**
 * What only a laid-out page shows: it never scrolls sideways at this width, and every image
 * has loaded (none broken). Its markup (one h1, image sizes and alt texts, links, headings,
 * languages) is checked on every page by tests/server/site/page-structure.test.ts.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...(document.documentElement.scrollWidth > innerWidth
      ? [`scrolls sideways by ${document.documentElement.scrollWidth - innerWidth} px`]
      : []),
    ...[...document.images]
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => `image not loaded: ${img.currentSrc || img.src}`),
  ]);
}

/** The tail of an address that is no page: the 404 page. */
const NOT_FOUND = '/no-such-page';

/**
 * For a visitor who asked for reduced motion: nothing runs, and no section waits to be scrolled
 * to before it shows (`when` says at which point of the visit).
 */
async function motionProblems(page: Page, when: string): Promise<string[]> {
  return [
    ...(await runningAnimations(page)).map((running) => `${when}: ${running} runs`),
    ...(await hiddenSections(page)).map((hidden) => `${when}: ${hidden} hidden`),
  ];
}

/**
 * Loads the page and reads it as a visitor would, to the end, before axe and the layout checks
 * look; under reduced motion, also that nothing moves or waits to appear, before and after.
 */
async function auditPath(page: Page, path: string, label: string, reducedMotion: boolean): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(path.endsWith(NOT_FOUND) ? 404 : 200);
  const before = reducedMotion ? await motionProblems(page, 'after load') : [];
  await settle(page);
  const after = reducedMotion ? await motionProblems(page, 'after scrolling through') : [];
  return [
    ...(await violations(page, label)),
    ...[...(await layoutProblems(page)), ...before, ...after].map((problem) => `${label}: ${problem}`),
  ];
}

// The desktop run sees the sections fade in while scrolling; the phone run is the visitor who
// asked for reduced motion (marquee standing still, nothing hidden: checked there too), so both versions are checked.
const RUNS = [
  { name: 'desktop', viewport: VIEWPORTS.desktop, reducedMotion: 'no-preference' },
  { name: 'phone', viewport: VIEWPORTS.phone, reducedMotion: 'reduce' },
] as const;

type Run = (typeof RUNS)[number];

/**
 * One test per template or state: each run (width and motion) in each language is a step named
 * by it, and the test fails at the end with every problem of every step.
 */
async function auditEveryRun(
  page: Page,
  label: string,
  audit: (run: Run, lang: Lang) => Promise<string[]>,
  runs: readonly Run[] = RUNS,
): Promise<void> {
  const found: string[] = [];
  for (const run of runs) {
    await page.setViewportSize(run.viewport);
    await page.emulateMedia({ reducedMotion: run.reducedMotion });
    for (const lang of LANGS) found.push(...(await test.step(`${run.name} ${lang}`, () => audit(run, lang))));
  }
  expectNone(found, label, runs.length * LANGS.length);
}

// The home page is long and the experimental rules read all of it: about 25 s a run on a busy
// machine, and four runs (two widths, two languages) in a test. The tests share nothing, so
// both workers take them.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

// One page of each template: the others of a template share its components and differ in text,
// which the server tests read on every page.
const TEMPLATES = [
  ...screens('en').map(({ page }) => ({ name: page, path: (lang: Lang) => screens(lang).find((screen) => screen.page === page)!.path })),
  { name: 'not found', path: (lang: Lang) => `${paths.home(lang)}${NOT_FOUND}` },
];

test.describe('axe at 1280 and 375 px in both languages', () => {
  for (const template of TEMPLATES) {
    test(`${template.name} page`, async ({ page }) => {
      await auditEveryRun(page, template.name, ({ name, reducedMotion }, lang) => {
        const path = template.path(lang);
        return auditPath(page, path, `${name} ${path}`, reducedMotion === 'reduce');
      });
    });
  }

  test('contact form showing its errors', async ({ page }) => {
    await auditEveryRun(page, 'contact form with errors', async ({ name }, lang) => {
      await page.goto(paths.contact(lang));
      await page.getByRole('button', { name: DICTS[lang].contactForm.submit }).click();
      await expect(page.locator('main form [aria-invalid="true"]').first()).toBeFocused();
      return violations(page, `${name} ${paths.contact(lang)} with errors`);
    });
  });

  test('blog and careers empty states', async ({ page }) => {
    await auditEveryRun(page, 'empty states', async ({ name }, lang) => {
      const copy = COPY[lang];
      await page.goto(paths.blog(lang));
      await page.getByRole('searchbox', { name: copy.blog.searchLabel }).fill('qqqzzz');
      await expect(page.getByText(copy.blog.noResultsTitle)).toBeVisible();
      const blog = await violations(page, `${name} ${paths.blog(lang)} with no results`);
      await page.goto(paths.careers(lang));
      await page.getByRole('searchbox', { name: copy.careers.searchLabel }).fill('qqqzzz');
      await expect(page.getByText(copy.careers.noResultsTitle)).toBeVisible();
      return [...blog, ...(await violations(page, `${name} ${paths.careers(lang)} with no results`))];
    });
  });

  test('mobile menu open', async ({ page }) => {
    const phone = RUNS.filter((run) => run.name === 'phone');
    await auditEveryRun(
      page,
      'menu open',
      async ({ name }, lang) => {
        await page.goto(paths.home(lang));
        await page.getByRole('button', { name: DICTS[lang].a11y.openMenu }).click();
        await expect(page.getByRole('button', { name: DICTS[lang].a11y.closeMenu })).toHaveAttribute('aria-expanded', 'true');
        return violations(page, `${name} ${paths.home(lang)} with the menu open`);
      },
      phone,
    );
  });
});
