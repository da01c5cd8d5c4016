const HEAD_SLOT = '<!--app-head-->';
const HTML_SLOT = '<!--app-html-->';
/** After the root element: data and crawler markup that React does not hydrate. */
const EXTRAS_SLOT = '<!--app-extras-->';
const LANG_SLOT = '%APP_LANG%';

/** Fills index.html's slots with one page's head, markup and extras. */
export function fillTemplate(template: string, fill: { lang: string; head: string; html: string; extras: string }): string {
  for (const slot of [HEAD_SLOT, HTML_SLOT, EXTRAS_SLOT, LANG_SLOT]) {
    if (!template.includes(slot)) throw new Error(`index.html has no ${slot} slot`);
  }
  // Functions as replacements, so a `$` in the content is never read as a pattern.
  return template
    .replace(LANG_SLOT, () => fill.lang)
    .replace(HEAD_SLOT, () => fill.head)
    .replace(HTML_SLOT, () => fill.html)
    .replace(EXTRAS_SLOT, () => fill.extras);
}
