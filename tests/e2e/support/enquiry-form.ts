import { expect, type Locator } from '@playwright/test';

/**
 * Where the form's fade-in stands: a form below the fold (the home page's) slides in once it is
 * scrolled to, and a click aimed while it moves can miss the checkbox.
 */
const revealOf = (form: Locator) =>
  form.evaluate((element) => {
    const reveal = element.closest('.reveal');
    if (!reveal) return 'shown';
    if (reveal.classList.contains('reveal--pending')) return 'pending';
    return reveal.getAnimations({ subtree: true }).some((animation) => animation.playState === 'running') ? 'moving' : 'shown';
  });

/** Scrolls to the form and waits until it has faded in, as a visitor sees it before using it. */
export async function scrollToForm(form: Locator): Promise<void> {
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => revealOf(form), { message: 'the form has faded in' }).toBe('shown');
}

/** Fills every required field of the contact form with valid values, as a visitor does once they see it. */
export async function fillRequiredFields(form: Locator, name = 'Ada'): Promise<void> {
  await scrollToForm(form);
  await form.locator('[name="name"]').fill(name);
  await form.locator('[name="email"]').fill('ada@example.com');
  await form.locator('[name="phone"]').fill('+44 20 7946 0958');
  await form.locator('[name="project"]').fill('A booking app for our three yoga studios, launching in spring.');
  await form.locator('[name="privacy"]').check();
  await form.locator('[name="consent"]').check();
}
