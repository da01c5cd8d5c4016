import type { Page } from '@playwright/test';

/** Every animation or transition the document is running, named by what it animates. */
export const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const name =
        animation instanceof CSSAnimation
          ? animation.animationName
          : animation instanceof CSSTransition
            ? animation.transitionProperty
            : 'script';
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return `${name} on ${target ? `${target.tagName.toLowerCase()}.${String(target.className).split(' ')[0]}` : '?'}`;
    }),
  );

/** Sections that fade in (components/reveal.tsx) and are not fully shown. */
export const hiddenSections = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.reveal, .reveal-item')]
      .filter((element) => getComputedStyle(element).opacity !== '1' || getComputedStyle(element).transform !== 'none')
      .map((element) => element.className),
  );
