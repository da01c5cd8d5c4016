import type { Page } from '@playwright/test';
import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { content as en } from '../../shared/content/.generated/texts-en';
import { PAGE_COPY as copy } from '../../shared/content/pages/en';
import { en as enDict } from '../../shared/i18n/en';
import { paths } from '../../shared/routes';
import { MIN_FILL_MS } from '../../shared/submissions/traps';
import { fillRequiredFields } from './support/enquiry-form';
import { installPageClock, takeTimeToFill } from './support/fill-time';
import { expect, expectFailedResponses, test } from './support/fixtures';

/**
 * Pages are the server's HTML (decision 0017); only islands need code to work. An island whose
 * code does not arrive (a flaky mobile connection, or a tab left open across a deploy whose old
 * chunk names are gone) is tried once more, then stays as the server rendered it: readable, its
 * links plain links.
 */

/** Fails the requests for chunks whose file name starts with `chunk`, `times` times. */
async function failChunk(page: Page, chunk: string, times = Infinity): Promise<{ failed: () => number }> {
  let failed = 0;
  expectFailedResponses(page, `/assets/${chunk}-`);
  await page.route(`**/assets/${chunk}-*.js`, async (route) => {
    if (failed >= times) return route.continue();
    failed += 1;
    await route.abort('failed');
  });
  return { failed: () => failed };
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: copy.blog.searchLabel });

test.describe('an island whose code fails to load', () => {
  test('works after one retry when the second request gets through', async ({ page }) => {
    const chunk = await failChunk(page, 'blog-list', 1);
    await page.goto(paths.blog('en'));
    await expect(async () => {
      await searchBox(page).fill('react');
      await expect(page.locator('main .blog-grid > li')).toHaveCount(1, { timeout: 500 });
    }).toPass();
    expect(chunk.failed()).toBe(1);
  });

  test('stays as the server rendered it when its code never arrives, its links working', async ({ page }) => {
    const chunk = await failChunk(page, 'blog-list');
    const response = await page.goto(paths.blog('en'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(enDict.pages.blog);
    await searchBox(page).hover();
    await expect.poll(() => chunk.failed(), { message: 'the request and its retry' }).toBe(2);
    // Every article, as the server rendered the list.
    await expect(page.locator('main .blog-grid > li')).toHaveCount(BLOG_POSTS.length);
    const title = en.blog['optimizing-react-performance'].title;
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(paths.post('en', 'optimizing-react-performance'));
    await expect(page.locator('h1')).toHaveText(title);
  });
});

test('the contact form keeps what was typed and says so when its sending code never arrives, then sends once it does', async ({ page }) => {
  await installPageClock(page);
  await page.goto(paths.contact('en'));
  expectFailedResponses(page, '/assets/send-enquiry-');
  let blocked = true;
  await page.route('**/assets/send-enquiry-*.js', (route) => (blocked ? route.abort('failed') : route.continue()));
  const form = page.locator('main form');
  const name = `Chunk test ${Date.now()}`;
  await fillRequiredFields(form, name);
  await takeTimeToFill(page);
  await page.getByRole('button', { name: enDict.contactForm.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: enDict.submission.notices.errorTitle })).toContainText(
    enDict.submission.notices.errorFallback,
  );
  await expect(form.locator('[name="email"]')).toHaveValue('ada@example.com');
  blocked = false;
  // The answer is the server's own for a stored enquiry; other tests use up the real endpoint's rate limit.
  const sent: unknown[] = [];
  await page.route('**/api/contact', (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill({ status: 201, json: { id: 1 } });
  });
  await page.getByRole('button', { name: enDict.contactForm.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: enDict.enquiry.sentTitle })).toBeVisible();
  expect(sent).toEqual([expect.objectContaining({ name, email: 'ada@example.com', privacy: true, consent: true })]);
  // Sent at a person's pace: the server would store it as an enquiry, not as spam.
  expect((sent[0] as { fillMs: number }).fillMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
});
