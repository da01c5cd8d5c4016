import type { Page } from '@playwright/test';
import { content as en } from '../../shared/content/content-en';
import { PAGE_COPY as copy } from '../../shared/content/pages/en';
import { en as enDict } from '../../shared/i18n/en';
import { paths } from '../../shared/routes';
import { MIN_FILL_MS } from '../../shared/enquiry-fields';
import { fillRequiredFields } from './enquiry-form';
import { expect, expectFailedResponses, markWindow, test, windowIsMarked } from './fixtures';

/**
 * A client-side navigation whose page code or texts do not arrive (a flaky mobile connection,
 * or a tab left open across a deploy whose old chunk names are gone) must still end on a
 * readable page: one retry, then a full page load of the target.
 */

/** Fails the requests for chunks whose file name starts with `chunk`, `times` times or until the next document request. */
async function failChunk(page: Page, chunk: string, times = Infinity): Promise<{ failed: () => number }> {
  let failed = 0;
  let documentRequested = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documentRequested = true;
  });
  expectFailedResponses(page, `/assets/${chunk}-`);
  await page.route(`**/assets/${chunk}-*.js`, async (route) => {
    if (documentRequested || failed >= times) return route.continue();
    failed += 1;
    await route.abort('failed');
  });
  return { failed: () => failed };
}

const blogLink = (page: Page) => page.getByRole('navigation', { name: enDict.a11y.mainNav }).getByRole('link', { name: enDict.nav.blog });

test.describe('a page whose code or texts fail to load', () => {
  test('is shown after one retry when the second request gets through', async ({ page }) => {
    await page.goto(paths.about('en'));
    const chunk = await failChunk(page, 'blog-page', 1);
    await markWindow(page);
    await blogLink(page).click();
    await expect(page).toHaveURL(paths.blog('en'));
    await expect(page.locator('h1')).toHaveText(copy.blog.title);
    expect(chunk.failed()).toBe(1);
    expect(await windowIsMarked(page), 'shown without a full page load').toBe(true);
  });

  test('is loaded in full from the server when its code never arrives', async ({ page }) => {
    await page.goto(paths.about('en'));
    const chunk = await failChunk(page, 'blog-page');
    await markWindow(page);
    await blogLink(page).click();
    await expect(page).toHaveURL(paths.blog('en'));
    await expect(page.locator('h1')).toHaveText(copy.blog.title);
    await expect(page.locator('main')).toContainText(en.blog['optimizing-react-performance'].title);
    expect(chunk.failed(), 'the first request and its retry').toBe(2);
    expect(await windowIsMarked(page), 'a full page load').toBe(false);
    // The page loaded in full works: once its scripts are in, its navigation is on the client again.
    await page.waitForLoadState('networkidle');
    await markWindow(page);
    await page.getByRole('navigation', { name: enDict.a11y.mainNav }).getByRole('link', { name: enDict.nav.careers }).click();
    await expect(page.locator('h1')).toHaveText(copy.careers.title);
    expect(await windowIsMarked(page)).toBe(true);
  });

  test("is loaded in full from the server when an article's text never arrives", async ({ page }) => {
    await page.goto(paths.blog('en'));
    const chunk = await failChunk(page, 'optimizing-react-performance');
    await markWindow(page);
    const title = en.blog['optimizing-react-performance'].title;
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(paths.post('en', 'optimizing-react-performance'));
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('.article-body, main').first()).toContainText('React');
    expect(chunk.failed()).toBe(2);
    expect(await windowIsMarked(page), 'a full page load').toBe(false);
  });

  test('leaves the server-rendered page readable when the first load cannot fetch its code', async ({ page }) => {
    expectFailedResponses(page, '/assets/blog-page-');
    await page.route('**/assets/blog-page-*.js', (route) => route.abort('failed'));
    const response = await page.goto(paths.blog('en'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(copy.blog.title);
    await expect(page.locator('main')).toContainText(en.blog['optimizing-react-performance'].title);
    // Links are plain links without the scripts, so a visitor can still go on.
    await page.getByRole('navigation', { name: enDict.a11y.mainNav }).getByRole('link', { name: enDict.nav.careers }).click();
    await expect(page).toHaveURL(paths.careers('en'));
    await expect(page.locator('h1')).toHaveText(copy.careers.title);
  });

  test("keeps the home page as the server rendered it when a section's code never arrives", async ({ page }) => {
    let failed = 0;
    expectFailedResponses(page, '/assets/blog-section-');
    await page.route('**/assets/blog-section-*.js', (route) => {
      failed += 1;
      return route.abort('failed');
    });
    await page.goto(paths.home('en'));
    const section = page.locator('#blog');
    const served = await section.innerText();
    expect(served).toContain(en.blog['sustainable-digital-experiences'].title);
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => failed, { message: 'the request and its retry' }).toBe(2);
    await page.waitForTimeout(300);
    expect(await section.innerText()).toBe(served);
    await expect(section.getByRole('link').first()).toHaveAttribute('href', /^\/en\//);
  });
});

test('the contact form keeps what was typed and says so when its sending code never arrives, then sends once it does', async ({ page }) => {
  await page.goto(paths.contact('en'));
  expectFailedResponses(page, '/assets/send-enquiry-');
  let blocked = true;
  await page.route('**/assets/send-enquiry-*.js', (route) => (blocked ? route.abort('failed') : route.continue()));
  const form = page.locator('main form');
  const name = `Chunk test ${Date.now()}`;
  await fillRequiredFields(form, name);
  await page.waitForTimeout(MIN_FILL_MS + 200);
  await page.getByRole('button', { name: enDict.contactForm.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: enDict.enquiry.notices.errorTitle })).toContainText(enDict.enquiry.notices.errorFallback);
  await expect(form.locator('[name="email"]')).toHaveValue('ada@example.com');
  blocked = false;
  // The answer is the server's own for a stored enquiry; other tests use up the real endpoint's rate limit.
  const sent: unknown[] = [];
  await page.route('**/api/contact', (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill({ status: 201, json: { id: 1 } });
  });
  await page.getByRole('button', { name: enDict.contactForm.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: enDict.enquiry.notices.sentTitle })).toBeVisible();
  expect(sent).toEqual([expect.objectContaining({ name, email: 'ada@example.com', privacy: true })]);
});
