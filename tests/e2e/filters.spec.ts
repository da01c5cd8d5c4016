import type { Page, Response } from '@playwright/test';
import { content as en } from '../../shared/content/.generated/texts-en';
import { content as ru } from '../../shared/content/.generated/texts-ru';
import { PAGE_COPY as COPY_EN } from '../../shared/content/pages/en';
import { PAGE_COPY as COPY_RU } from '../../shared/content/pages/ru';
import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { PROJECTS } from '../../shared/content/.generated/projects';
import { SERVICES } from '../../shared/content/.generated/services';
import { STUDIO } from '../../shared/content/studio';
import { LANGS } from '../../shared/i18n/langs';
import { plural } from '../../shared/i18n/plural';
import { paths } from '../../shared/routes';
import { expect, expectFailedResponses, test } from './support/fixtures';
import { holdScripts } from './support/late-scripts';
import { atEachWidth } from './support/widths';

const CONTENT = { en, ru };

const COPY = { en: COPY_EN, ru: COPY_RU };

test.describe('filters at 1280 and 375 px', () => {
  for (const lang of LANGS) {
    const copy = COPY[lang];

    test(`${lang} blog search filters as you type, case-insensitively, with an empty state`, async ({ page }) => {
      await atEachWidth(page, async () => {
        const scripts: Promise<string>[] = [];
        const keepScript = (response: Response) => {
          const type = response.request().resourceType();
          if (type === 'script' || (type === 'fetch' && response.url().includes('/island-texts/'))) scripts.push(response.text());
        };
        page.on('response', keepScript);
        await page.goto(paths.blog(lang));
        const cards = page.locator('main .blog-grid > li');
        await expect(cards).toHaveCount(BLOG_POSTS.length);
        const search = page.getByRole('searchbox', { name: copy.blog.searchLabel });
        // The whole blog's index comes when the box is reached for, once.
        const index = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(`/blog-search/${lang}.`));
        // A word from one title, typed in capitals: only the posts with it in their title or excerpt stay.
        const word = CONTENT[lang].blog['optimizing-react-performance'].title.split(' ').find((w) => w.length > 5)!;
        await search.pressSequentially(word.toLocaleUpperCase(lang));
        expect((await index).status()).toBe(200);
        page.off('response', keepScript);
        // Neither the scripts nor the island texts name an article: they would grow with every one.
        const oldest = BLOG_POSTS.at(-1)!;
        for (const body of await Promise.all(scripts)) {
          expect(body).not.toContain(CONTENT[lang].blog[oldest.slug].excerpt);
          expect(body).not.toContain(oldest.date);
          expect(body).not.toContain(oldest.slug);
        }
        const expected = Object.values(CONTENT[lang].blog).filter((post) =>
          `${post.title} ${post.excerpt}`.toLocaleLowerCase(lang).includes(word.toLocaleLowerCase(lang)),
        );
        await expect(cards).toHaveCount(expected.length);
        await expect(cards.first()).toContainText(expected[0]!.title);
        await search.fill('qqqzzz');
        await expect(cards).toHaveCount(0);
        await expect(page.getByText(copy.blog.noResultsTitle)).toBeVisible();
        await expect(page.getByText(copy.blog.noResultsHint)).toBeVisible();
        await page.getByRole('button', { name: copy.blog.clearSearch }).click();
        await expect(cards).toHaveCount(BLOG_POSTS.length);
        // An index that cannot come: the page's own cards are searched, the count says so, and a button tries again.
        expectFailedResponses(page, '/blog-search/');
        await page.route(/\/blog-search\//, (route) => route.abort());
        await page.reload();
        await search.pressSequentially(word);
        await expect(page.getByRole('status')).toHaveText(copy.blog.searchFailed);
        await expect(cards).toHaveCount(expected.length);
        await page.unroute(/\/blog-search\//);
        await page.getByRole('button', { name: copy.blog.searchRetry }).click();
        await expect(page.getByRole('status')).toHaveText(plural(copy.blog.resultsCount, expected.length, lang, 'count'));
        await expect(page.getByRole('button', { name: copy.blog.searchRetry })).toHaveCount(0);
      });
    });

    test(`${lang} careers search and both dropdowns narrow the table, with an empty state`, async ({ page }) => {
      await atEachWidth(page, async () => {
        await page.goto(paths.careers(lang));
        const rows = page.locator('main table tbody tr');
        await expect(rows).toHaveCount(4);
        const department = page.getByLabel(copy.careers.departmentLabel);
        const engineering = CONTENT[lang].jobs['senior-react-developer'].department.toLocaleLowerCase(lang);
        await department.selectOption(engineering);
        await expect(rows).toHaveCount(2);
        const location = page.getByLabel(copy.careers.locationLabel);
        await location.selectOption(CONTENT[lang].jobs['ios-developer'].location.toLocaleLowerCase(lang));
        await expect(rows).toHaveCount(1);
        await expect(rows).toContainText(CONTENT[lang].jobs['ios-developer'].title);
        await department.selectOption('all');
        await location.selectOption('all');
        const search = page.getByRole('searchbox', { name: copy.careers.searchLabel });
        await search.fill(CONTENT[lang].jobs['product-designer'].title.toLocaleUpperCase(lang));
        await expect(rows).toHaveCount(1);
        await search.fill('qqqzzz');
        await expect(page.getByText(copy.careers.noResultsTitle)).toBeVisible();
        // Nothing fits: the hint says where to send a portfolio anyway.
        await expect(page.getByRole('link', { name: STUDIO.careersEmail })).toHaveAttribute('href', `mailto:${STUDIO.careersEmail}`);
        await page.getByRole('button', { name: copy.careers.resetFilters }).click();
        await expect(rows).toHaveCount(4);
      });
    });

    test(`${lang} what a visitor enters before the page hydrates still filters, once the script arrives`, async ({ page }) => {
      await atEachWidth(page, async () => {
        await page.unrouteAll();
        let release = await holdScripts(page);
        await page.goto(paths.careers(lang), { waitUntil: 'commit' });
        const engineering = CONTENT[lang].jobs['senior-react-developer'].department.toLocaleLowerCase(lang);
        await page.getByLabel(copy.careers.departmentLabel).selectOption(engineering);
        await page.getByRole('searchbox', { name: copy.careers.searchLabel }).fill(CONTENT[lang].jobs['ios-developer'].title);
        release();
        await expect(page.locator('main table tbody tr')).toHaveCount(1);
        await expect(page.getByLabel(copy.careers.departmentLabel)).toHaveValue(engineering);

        await page.unrouteAll();
        release = await holdScripts(page);
        await page.goto(paths.blog(lang), { waitUntil: 'commit' });
        await page.getByRole('searchbox', { name: copy.blog.searchLabel }).fill('qqqzzz');
        release();
        await expect(page.getByText(copy.blog.noResultsTitle)).toBeVisible();
      });
    });

    test(`${lang} home services filter shows each category and all`, async ({ page }) => {
      await atEachWidth(page, async () => {
        await page.goto(paths.home(lang));
        const section = page.locator('#services');
        await section.scrollIntoViewIfNeeded();
        const cards = section.locator('.service-grid > li');
        for (const filter of ['strategy', 'design', 'development', 'growth', 'all'] as const) {
          const tag = section.getByRole('button', { name: copy.home.services.filters[filter], exact: true });
          // The section hydrates once its code arrives; a click before that is lost, so click again as a visitor would.
          await expect(async () => {
            await tag.click();
            await expect(tag).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
          }).toPass();
          await expect(cards).toHaveCount(filter === 'all' ? 6 : SERVICES.filter((s) => s.category === filter).length);
        }
        // Every card's icon is drawn, from the icons file (decision 0073).
        const icons = cards.locator('.service-card__icon use');
        await expect(icons).toHaveCount(6);
        await expect
          .poll(() => icons.evaluateAll((uses) => uses.filter((use) => (use as SVGGraphicsElement).getBBox().width > 0).length))
          .toBe(6);
      });
    });
  }

  test('project previous and next wrap around the list', async ({ page }) => {
    await atEachWidth(page, async () => {
      const last = PROJECTS.at(-1)!;
      await page.goto(paths.project('en', last.slug));
      await clickNeighbour(page, 'next');
      await expect(page).toHaveURL(paths.project('en', PROJECTS[0]!.slug));
      await expect(page.locator('h1')).toHaveText(en.projects[PROJECTS[0]!.slug].title);
      await clickNeighbour(page, 'previous');
      await expect(page).toHaveURL(paths.project('en', last.slug));
    });
  });
});

async function clickNeighbour(page: Page, direction: 'previous' | 'next'): Promise<void> {
  const link = page.locator(`.project-neighbour--${direction} a`);
  await link.scrollIntoViewIfNeeded();
  await link.click();
}
