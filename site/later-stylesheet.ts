import { afterLoadAndFirstPaint } from './after-first-paint';

/** A visitor's first pointer over the page, press or key: what may show a state of the rest. */
const FIRST_TOUCHES = ['pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;

let asked = false;

/**
 * A kept page's inline styles cover only its own markup and the states its scripts give it at
 * start (decision 0027). The rest of the stylesheet, named on the <style> element, holds the
 * states of a pointer or a keyboard and what islands show once live; it is asked for here, once,
 * after the page has loaded and painted (decision 0026).
 */
export function loadLaterStylesheet(): void {
  if (asked) return;
  asked = true;
  afterLoadAndFirstPaint(() => {
    const href = document.querySelector<HTMLStyleElement>('style[data-stylesheet]')?.dataset.stylesheet;
    if (href) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
  });
}

/**
 * Asks for the rest at the visitor's first touch (an island asks when it loads): its arrival
 * restyles every element its rules name (decision 0048), which a page only read never needs.
 */
export function loadLaterStylesheetOnFirstTouch(): void {
  const touched = new AbortController();
  const onFirst = () => {
    touched.abort();
    loadLaterStylesheet();
  };
  for (const type of FIRST_TOUCHES) addEventListener(type, onFirst, { capture: true, passive: true, signal: touched.signal });
}
