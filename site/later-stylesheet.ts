import { afterLoadAndFirstPaint } from './after-first-paint';

/** A visitor's first pointer over the page, press or key: what may show a state of the rest. */
const FIRST_TOUCHES = ['pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;

let asked = false;

/**
 * A kept page's inline styles cover only its own markup and the states its scripts give it at
 * start (decision 0027). The rest of the stylesheet, named on the <style> element, holds the
 * states of a pointer or a keyboard and what islands show once live; it is asked for here, once,
 * after the page has loaded and painted (decision 0026). It comes as a sheet that applies to
 * nothing, and its rules the page lacks are inserted into the inline one (decision 0049); the
 * <style> element stops naming it once they all are. If it fails to come, the next touch asks again.
 */
export function loadLaterStylesheet(): void {
  if (asked) return;
  asked = true;
  afterLoadAndFirstPaint(() => {
    const style = document.querySelector<HTMLStyleElement>('style[data-stylesheet]');
    const href = style?.dataset.stylesheet;
    if (!style?.sheet || !href) return;
    const inline = style.sheet;
    const rest = Object.assign(document.createElement('link'), { rel: 'stylesheet', media: 'not all', href });
    // Code a page only read never needs, fetched beside the rest.
    const merging = import('./merge-rules');
    rest.addEventListener(
      'load',
      () => {
        void merging
          .then(({ mergeRules }) => rest.sheet && mergeRules(inline, rest.sheet))
          .then(() => {
            rest.remove();
            delete style.dataset.stylesheet;
          })
          .catch((error: unknown) => console.warn('The page keeps its own styles only:', error));
      },
      { once: true },
    );
    // A request lost on a poor connection is asked again at the next touch, not never.
    rest.addEventListener(
      'error',
      () => {
        rest.remove();
        asked = false;
        loadLaterStylesheetOnFirstTouch();
      },
      { once: true },
    );
    document.head.append(rest);
  });
}

/**
 * Asks for the rest at the visitor's first touch (an island asks when it loads): rules a page
 * only read never needs (decision 0048).
 */
export function loadLaterStylesheetOnFirstTouch(): void {
  const touched = new AbortController();
  const onFirst = () => {
    touched.abort();
    loadLaterStylesheet();
  };
  for (const type of FIRST_TOUCHES) addEventListener(type, onFirst, { capture: true, passive: true, signal: touched.signal });
}
