/**
 * States the site's scripts give the server's markup at start or at a first touch (the fades,
 * the solid header, the menu, the paused marquee, the video buttons, the tooltips), the focus
 * the browser gives a service's card at start (its `autofocus`, decision 0045), and the skip
 * link's focus, the first Tab's stop, which brings the link into view. A kept page's inline
 * stylesheet keeps their rules (decision 0027), so nothing the browser, a script or the
 * keyboard does waits for the rest of the stylesheet, and a visitor without JavaScript still
 * sees the link.
 */
export const SCRIPTED_STATES = [
  /reveal--(pending|shown)/,
  /menu-open|\[data-open\]|\[aria-expanded/,
  /\[data-solid\]/,
  /\[data-paused\]/,
  /project-media__icon--/,
  /tooltip/,
  /\.service-card--full:focus/,
  /\.skip-link:focus/,
];
