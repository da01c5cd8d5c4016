export default `For years, responsive design meant three breakpoints — phone, tablet, desktop — and a grid that collapsed into a single column. That model still works, but it no longer describes how people actually use the web. Phones fold in half, tablets split the screen between two apps, people zoom text to 200%, sites open on car dashboards and TVs, and interfaces switch between light and dark themes depending on the time of day. Meanwhile CSS has caught up: features we waited years for now work in every major browser. Here is how we approach responsive design at Northbeam going into 2025.

## Design components, not pages

Container queries move the unit of responsiveness from the viewport to the component. A product card can now decide its own layout based on the space it is given, whether it sits in a three-column grid or in a narrow sidebar. Size container queries have worked in Chrome, Edge, Firefox and Safari since early 2023; [MDN’s guide to container queries](https://developer.mozilla.org/en-US/docs/Web/CSS/CSS_containment/Container_queries) is the best reference.

In practice:

- Declare containers on layout slots (\`container-type: inline-size\`), not on every element.
- Write component styles against their container, and keep viewport media queries for page-level structure only.
- In Figma, design each component at three or four widths and document where its layout changes, instead of drawing whole pages at every breakpoint.

On a recent boutique hotel website we reduced the global breakpoints from seven to three; room cards, the booking widget and the gallery handled everything else themselves. Design QA got noticeably faster because there were far fewer combinations to check.

## Fluid by default

Hard jumps between breakpoints are giving way to values that scale smoothly. \`clamp()\` lets a heading grow from 2rem on a phone to 3.5rem on a wide screen without a single media query: \`font-size: clamp(2rem, 1.4rem + 2.5vw, 3.5rem)\`. We apply the same idea to spacing, so sections breathe more on large screens without extra rules.

Two cautions. Always include a \`rem\` term in fluid type: values built purely from \`vw\` ignore the user’s text size settings and can fail the WCAG Resize Text criterion. And keep the range modest — a heading that triples in size looks dramatic in a mockup and odd on a 13-inch laptop.

Viewport units got better too. The old \`100vh\` problem on mobile, where the browser toolbar covers the bottom of a full-height section, is solved by \`svh\`, \`lvh\` and \`dvh\` — the small, large and dynamic viewport heights. We use \`100svh\` for hero sections so the call to action is never hidden behind the toolbar.

## Accessibility is part of responsiveness

A layout is not responsive if it breaks when someone zooms in. [WCAG 2.2](https://www.w3.org/TR/WCAG22/) sets clear, testable requirements, and we treat them as part of every responsive QA pass:

1. **Reflow (1.4.10):** content must work at 320 CSS pixels wide without horizontal scrolling — which is exactly what a desktop page becomes at 400% zoom.
2. **Resize Text (1.4.4):** text must scale to 200% without loss of content or functionality.
3. **Target Size (Minimum) (2.5.8):** interactive targets need to be at least 24 by 24 CSS pixels or have enough space around them. On touch-first screens we aim for 44 pixels anyway.
4. **Orientation (1.3.4):** don’t lock the interface to portrait or landscape unless that is essential to the task.

User preferences are part of the context as well. \`prefers-reduced-motion\` should tone down parallax and autoplaying animation, \`prefers-color-scheme\` should drive a properly tested dark theme, and in Windows forced colors mode your focus indicators must stay visible.

## Performance is a layout problem

Responsive images are still the biggest performance win on most sites we audit. Use \`srcset\` and \`sizes\` so the browser picks an appropriate file, \`<picture>\` for art direction where the crop needs to change between screens, and explicit \`width\` and \`height\` attributes (or \`aspect-ratio\` in CSS) so the layout does not jump when images arrive. That last point directly affects Cumulative Layout Shift, one of the [Core Web Vitals](https://web.dev/articles/vitals).

In March 2024, Interaction to Next Paint (INP) replaced First Input Delay as the responsiveness metric in Core Web Vitals. INP reflects how quickly a page responds to taps and clicks throughout the whole visit, and it is usually worst on mid-range Android phones — exactly the devices designers rarely hold. The thresholds for “good” are an LCP within 2.5 seconds, an INP of 200 milliseconds or less and a CLS below 0.1, measured at the 75th percentile of real visits.

That is why our Denpasar team keeps a shelf of affordable Android devices. Emulation in DevTools is fine for checking layout, but it tells you little about how a heavy menu animation feels on a three-year-old phone over a patchy mobile connection.

## A checklist for your next project

- Start from the content and the smallest screen, then add layout as space allows.
- Use container queries for components and media queries for page structure.
- Make type and spacing fluid with \`clamp()\`, always with a \`rem\` term.
- Test at 320 px wide, at 200% text size and at 400% zoom.
- Serve responsive images with explicit dimensions.
- Measure Core Web Vitals from real users, not only in the lab.
- Respect reduced motion, color scheme and forced colors preferences.

Responsive design in 2025 is less about predicting devices and more about building components that adapt to whatever space, input method and preferences they meet. The tools are finally built into the browser; what remains is using them with discipline.
`;
