import type { Locator } from '@playwright/test';

/** Fills every required field of the contact form with valid values. */
export async function fillRequiredFields(form: Locator, name = 'Ada'): Promise<void> {
  await form.locator('[name="name"]').fill(name);
  await form.locator('[name="email"]').fill('ada@example.com');
  await form.locator('[name="phone"]').fill('+44 20 7946 0958');
  await form.locator('[name="project"]').fill('A booking app for our three yoga studios, launching in spring.');
  await form.locator('[name="privacy"]').check();
}
