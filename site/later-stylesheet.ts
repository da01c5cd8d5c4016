/**
 * A kept page's inline styles cover only its own markup (decision 0027). The rest of the
 * stylesheet, for what islands and scripts show later, is named on the <style> element and
 * loaded here.
 */
export function loadLaterStylesheet(): void {
  const href = document.querySelector<HTMLStyleElement>('style[data-stylesheet]')?.dataset.stylesheet;
  if (href) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
}
