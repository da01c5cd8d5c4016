import Beasties from 'beasties';
import { rulesStylesheetOf, splitFontFaces } from '../../platform/assets/font-faces';

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;

/**
 * States the site's scripts give the server's markup at start or at a first touch (the fades,
 * the solid header, the menu, the paused marquee, the video buttons, the outlined service, the
 * tooltips). Their rules stay inline, so nothing a script does waits for the rest of the stylesheet.
 */
const SCRIPTED_STATES = [
  /reveal--(pending|shown)/,
  /menu-open|\[data-open\]|\[aria-expanded/,
  /\[data-solid\]/,
  /\[data-paused\]/,
  /project-media__icon--/,
  /service-card--highlight/,
  /tooltip/,
];

/**
 * Cuts a page's inline stylesheet to its font faces and the rules its own markup uses (decision
 * 0027), with Beasties, and names the rest of the stylesheet on the <style> element
 * (`data-stylesheet`): the client loads it after the first paint, for what islands and scripts
 * show later. Only the <style> element changes; the rest of the page stays byte for byte as
 * React rendered it.
 */
export function createCriticalCss(stylesheets: string[]): (html: string) => Promise<string> {
  if (stylesheets.length > 1)
    throw new Error(`The build has ${stylesheets.length} stylesheets; a page names one to load after its first paint`);
  const later = stylesheets[0] && rulesStylesheetOf(stylesheets[0]);
  const beasties = new Beasties({
    external: false,
    reduceInlineStyles: true,
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    allowRules: SCRIPTED_STATES,
    logLevel: 'warn',
  });
  // Every kept page carries the template's stylesheet, so its faces are the same for all.
  let faces: string | undefined;
  return async (html) => {
    const css = INLINE_STYLE.exec(html)?.[1];
    if (css === undefined || !later) return html;
    faces ??= splitFontFaces(css).faces;
    const critical = INLINE_STYLE.exec(await beasties.process(html))?.[1] ?? '';
    const element = `<style data-stylesheet="${later}">${faces}${critical}</style>`;
    return html.replace(INLINE_STYLE, () => element);
  };
}
