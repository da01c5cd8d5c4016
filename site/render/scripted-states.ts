/**
 * States the site's scripts give the server's markup at start or at a first touch (the fades,
 * the solid header, the menu, the paused marquee, the video buttons, the tooltips). A kept
 * page's inline stylesheet keeps their rules (decision 0027), so nothing a script does waits
 * for the rest of the stylesheet.
 */
export const SCRIPTED_STATES = [
  /reveal--(pending|shown)/,
  /menu-open|\[data-open\]|\[aria-expanded/,
  /\[data-solid\]/,
  /\[data-paused\]/,
  /project-media__icon--/,
  /tooltip/,
];
