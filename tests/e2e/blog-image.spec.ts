import type { ConsoleMessage, Page } from '@playwright/test';
import { content as en } from '../../shared/content/.generated/texts-en';
import { content as ru } from '../../shared/content/.generated/texts-ru';
import { BLOG_FALLBACK_IMAGE } from '../../shared/content/media';
import { LANGS } from '../../shared/i18n/langs';
import { paths } from '../../shared/routes';
import { expect, expectFailedResponses, test } from './support/fixtures';
import { atEachWidth } from './support/widths';

const CONTENT = { en, ru };
const SLUG = 'optimizing-react-performance';
/** Every width of the post's picture, whichever one `srcset` picks. */
const IMAGE_PART = `/images/blog/${SLUG}-`;

/** Makes the post's picture fail to load and collects what the page logs about it. */
async function breakPicture(page: Page): Promise<ConsoleMessage[]> {
  const logged: ConsoleMessage[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Blog image failed to load')) logged.push(message);
  });
  expectFailedResponses(page, IMAGE_PART);
  await page.route(`**${IMAGE_PART}*`, (route) => route.fulfill({ status: 404, body: '' }));
  return logged;
}

async function expectFallback(page: Page, alt: string, logged: ConsoleMessage[]): Promise<void> {
  const img = page.getByRole('img', { name: alt, exact: true });
  // Its parent: the picture itself is swapped for a new element while this runs.
  await img.locator('..').scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute('src', new RegExp(`^${BLOG_FALLBACK_IMAGE.base}-`));
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await expect.poll(() => logged.length).toBe(1);
  // A warning: the visitor sees a picture, so nothing is broken enough to be an error.
  expect(logged[0]!.type()).toBe('warning');
  expect(logged[0]!.text()).toContain(IMAGE_PART);
}

// At both widths: `srcset` picks another file at each.
test.describe('blog image fallback at 1280 and 375 px', () => {
  for (const lang of LANGS) {
    const post = CONTENT[lang].blog[SLUG];

    test(`${lang} a card picture that fails is replaced by the stock photo`, async ({ page }) => {
      await atEachWidth(page, async () => {
        const logged = await breakPicture(page);
        await page.goto(paths.blog(lang));
        await expectFallback(page, post.imageAlt, logged);
      });
    });

    test(`${lang} an article's picture that fails before hydration is replaced too`, async ({ page }) => {
      await atEachWidth(page, async () => {
        const logged = await breakPicture(page);
        await page.goto(paths.post(lang, SLUG));
        await expectFallback(page, post.imageAlt, logged);
      });
    });
  }
});
