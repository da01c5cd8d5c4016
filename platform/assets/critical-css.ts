import Beasties from 'beasties';
import postcss from 'postcss';
import { inlineHashes, type InlineHashes } from '../http/inline-hashes';
import { rulesStylesheetOf, splitFontFaces } from './font-faces';

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;

/** A page as it is sent: its HTML, and the inline code in it, which its CSP allows by hash (decision 0003). */
export interface FinishedPage {
  html: string;
  inline: InlineHashes;
}

/** States only a visitor's pointer or keyboard gives an element: none of them is on screen at the first paint. */
const INTERACTION_STATE = /:(hover|active|focus|focus-visible|focus-within)\b/;

/**
 * A rule that matches nothing, which Beasties is told to keep (it drops a rule without
 * declarations, and a block without rules): it holds an @media block in the cut, and is taken
 * out after. Written as Beasties writes it back.
 */
const KEEP_BLOCK_SELECTOR = ':root:not(:root)';
const KEEP_BLOCK_RULE = `${KEEP_BLOCK_SELECTOR}{--keeps-the-block:0}`;

/**
 * The stylesheet Beasties cuts each page's from: without the selectors of interaction states,
 * which come with the rest of the stylesheet (those of `states` stay; on /ru they were 2.3 KB of
 * the 25.6 KB inlined, some 330 brotli bytes of the first round trip), and with KEEP_BLOCK_RULE in
 * each @media block, so Beasties keeps every block, empty where the page's markup uses none of
 * its rules: the client inserts the rest's rules into them, and a new block would restyle the
 * whole page (decision 0049).
 */
function firstPaintStylesheet(css: string, states: RegExp[]): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !INTERACTION_STATE.test(selector) || states.some((state) => state.test(selector)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules('media', (block) => {
    block.prepend(KEEP_BLOCK_RULE);
  });
  return root.toString();
}

/** A state a script gives the markup, which a kept page's first paint must style without waiting for the rest of the stylesheet. */
export interface ScriptedState {
  /** The selectors that style the state. */
  selector: RegExp;
  /** The class of the elements the script gives the state to: the state is kept only on pages that have one. Every page's, if absent. */
  host?: string;
}

/** Whether an element of the markup carries `name` among its classes. */
const hasClass = (html: string, name: string) => new RegExp(`\\sclass="(?:[^"]*\\s)?${name}[\\s"]`).test(html);

/** Turns rendered pages into the pages sent. */
export interface FinishPage {
  /** A page rendered for one request: it keeps the whole stylesheet. */
  whole(html: string): FinishedPage;
  /**
   * A kept page (decision 0014): `widest`, the variant whose markup holds every other's
   * (decision 0052), is cut once (the cut is most of the work of rendering ahead); the answer
   * gives any variant of the page that <style> element.
   */
  cut(widest: string): Promise<(variantHtml: string) => FinishedPage>;
}

/**
 * The one step that decides a page's inline stylesheet (decision 0027). A kept page's is cut,
 * with Beasties, to its font faces and the rules its own markup uses, plus the rules of
 * `scriptedStates` (states the site's scripts give the markup at start or at a first touch,
 * which must not wait; kept on the pages with their host) and of `focusAtStart` (focus the markup can have
 * before any touch; kept where the page has the element), and the <style> element names the rest of the stylesheet
 * (`data-stylesheet`): the client loads it at a visitor's first touch or with an island (decision 0048), for what islands and scripts
 * show later and for the states of a pointer or a keyboard (:hover, :focus and the like). Only the <style> element changes; the rest of the page stays byte for byte as
 * rendered. Every page comes back with the hashes of the inline code it carries, which its
 * Content-Security-Policy is built from.
 */
export function createFinishPage(stylesheets: string[], scriptedStates: ScriptedState[], focusAtStart: RegExp[]): FinishPage {
  if (stylesheets.length > 1)
    throw new Error(`The build has ${stylesheets.length} stylesheets; a page names one to load after its first paint`);
  const later = stylesheets[0] && rulesStylesheetOf(stylesheets[0]);
  // One Beasties per set of states the pages' markup calls for: a handful in all.
  const beastiesFor = new Map<string, Beasties>();
  const beastiesOf = (html: string): Beasties => {
    const states = scriptedStates.filter(({ host }) => host === undefined || hasClass(html, host));
    const key = states.map(({ selector }) => selector.source).join('\n');
    let beasties = beastiesFor.get(key);
    if (beasties === undefined) {
      beasties = new Beasties({
        external: false,
        reduceInlineStyles: true,
        inlineFonts: false,
        preloadFonts: false,
        // Every animation, as every @media block: the client never adds one (decision 0049).
        keyframes: 'all',
        allowRules: [...states.map(({ selector }) => selector), KEEP_BLOCK_SELECTOR],
        logLevel: 'warn',
      });
      beastiesFor.set(key, beasties);
    }
    return beasties;
  };
  // Every kept page carries the template's stylesheet, so its faces, and its rules without
  // interaction states that Beasties cuts from, are the same for all: worked out once.
  let template: { faces: string; firstPaint: string } | undefined;
  const cutStyleElement = async (html: string): Promise<string | undefined> => {
    const css = INLINE_STYLE.exec(html)?.[1];
    if (css === undefined || !later) return undefined;
    template ??= {
      faces: splitFontFaces(css).faces,
      firstPaint: `<style>${firstPaintStylesheet(css, [...scriptedStates.map(({ selector }) => selector), ...focusAtStart])}</style>`,
    };
    const { faces, firstPaint } = template;
    const critical = (
      INLINE_STYLE.exec(await beastiesOf(html).process(html.replace(INLINE_STYLE, () => firstPaint)))?.[1] ?? ''
    ).replaceAll(KEEP_BLOCK_RULE, '');
    return `<style data-stylesheet="${later}">${faces}${critical}</style>`;
  };
  const finished = (html: string): FinishedPage => ({ html, inline: inlineHashes(html) });
  return {
    whole: finished,
    async cut(widest) {
      const element = await cutStyleElement(widest);
      return (variantHtml) => finished(element === undefined ? variantHtml : variantHtml.replace(INLINE_STYLE, () => element));
    },
  };
}
