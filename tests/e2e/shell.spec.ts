import { expect, markWindow, test, windowIsMarked } from './fixtures';

test.describe('site shell', () => {
  test('the home page hydrates and navigates on the client', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('h1')).toBeVisible();
    await markWindow(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/en/services');
    await expect(page.locator('h1')).toHaveText('Services');
    await expect(page).toHaveTitle('Services — Northbeam');
    expect(await windowIsMarked(page)).toBe(true);
  });

  test('the language switch moves between /en and /ru and the choice survives reloads and /', async ({ page }) => {
    await page.goto('/en/about');
    await markWindow(page);
    await page.getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL('/ru/about');
    await expect(page.locator('h1')).toHaveText('О студии');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveTitle('О студии — Northbeam');
    expect(await windowIsMarked(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('ru');

    await page.reload();
    await expect(page.locator('h1')).toHaveText('О студии');
    await page.goto('/');
    await expect(page).toHaveURL('/ru');
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL('/en');
  });

  test('a detail page reached on the client loads its texts and title', async ({ page }) => {
    await page.goto('/ru/about');
    await markWindow(page);
    await page.locator('footer').getByRole('link', { name: 'UX/UI-дизайн' }).click();
    await expect(page).toHaveURL('/ru/services/ux-ui-design');
    await expect(page.locator('h1')).toHaveText('Услуги');
    await expect(page.locator('#ux-ui-design h2')).toHaveText('UX/UI-дизайн');
    await expect(page).toHaveTitle('UX/UI-дизайн — Northbeam');
    expect(await windowIsMarked(page)).toBe(true);
  });

  test('the active section is highlighted in the header', async ({ page }) => {
    await page.goto('/en/blog/product-idea-validation');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('link', { name: 'Careers' })).not.toHaveAttribute('aria-current');
    await nav.getByRole('link', { name: 'Careers' }).click();
    await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
  });

  test('the header turns solid after 50 px of scroll and navigation scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/en/privacy-policy');
    const header = page.locator('.site-header');
    await expect(header).not.toHaveAttribute('data-solid');
    await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForFunction(() => window.scrollY === 50);
    await expect(header).not.toHaveAttribute('data-solid');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await page.locator('footer').getByRole('link', { name: 'Terms of service' }).click();
    await expect(page).toHaveURL('/en/terms-of-service');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a visitor who scrolls before the page hydrates stays where they scrolled to', async ({ page }) => {
    // The script arrives late, as on a slow connection.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/en/about', { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.site-header')).toHaveAttribute('data-solid', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });

  test('the 404 page answers unknown paths', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens, and closes on Escape, on the overlay and on navigation', async ({ page }) => {
    await page.goto('/en');
    const button = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeHidden();

    await button.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeHidden();

    await button.click();
    await page.getByTestId('menu-overlay').click({ position: { x: 10, y: 400 } });
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeHidden();

    await button.click();
    await nav.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL('/en/careers');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeHidden();
  });
});
