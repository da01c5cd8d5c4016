import type { ScriptedState } from '../../platform/assets/critical-css';

/**
 * States the site's scripts give the server's markup at start or at a first touch (the fades,
 * the solid header, the menu, the paused marquee, the video buttons, the tooltips). A
 * kept page's inline stylesheet keeps their rules (decision 0027), so nothing a script does
 * waits for the rest of the stylesheet; a state with a `host` only on the pages whose markup has
 * an element of that class, which the script gives it to (decision 0073).
 */
export const SCRIPTED_STATES: ScriptedState[] = [
  { selector: /reveal--(pending|shown)/, host: 'reveal' },
  { selector: /menu-open|\[data-open\]|\[aria-expanded/ },
  { selector: /\[data-(solid|fades)\]/ },
  { selector: /\[data-paused\]/, host: 'client-marquee' },
  { selector: /project-media__icon--/, host: 'project-media' },
  { selector: /tooltip/ },
];

/**
 * Focus the server's markup can have before any touch: the browser's at start on a service's
 * card (its `autofocus`, decision 0045), and the skip link's at the first Tab, which brings the
 * link into view. Kept inline on the pages that have the element (decision 0048), so neither
 * waits for the rest of the stylesheet, and a visitor without JavaScript still sees the link.
 */
export const FOCUS_AT_START = [/\.service-card--full:focus/, /\.skip-link:focus/];
