export default `When clients call us about a slow React application, the cause is rarely exotic. It is almost always one of a handful of things: too much JavaScript shipped up front, components re-rendering far more often than they need to, long lists rendered in full, or a heavy hero image that nobody sized properly. The fixes are well known. The hard part is knowing which one applies, and that means measuring before changing anything. This is the process we follow at Northbeam when a React app needs to get faster.

## Measure first: the Profiler and Core Web Vitals

Performance work without measurement tends to produce a lot of memoization and very little speed. We start with two kinds of data.

Field data tells you what real users experience. Google’s [Core Web Vitals](https://web.dev/articles/vitals) are a good common language: Largest Contentful Paint for loading, Cumulative Layout Shift for visual stability, and responsiveness, currently measured by First Input Delay. Google has announced that Interaction to Next Paint will replace FID in March 2024, and we already track INP on every project because it is much stricter: it looks at all interactions during a visit, not just the delay before the first one, and it is exactly where heavy React re-renders show up. The open-source web-vitals library, with its attribution build, reports these metrics from real sessions to your analytics along with the element or interaction responsible.

Lab data tells you why. Lighthouse and the Performance panel in Chrome DevTools, with CPU throttling switched on, show long tasks and what is inside them. For React specifically, the Profiler tab in React DevTools records every commit and shows which components rendered and how long they took. Turn on “Record why each component rendered while profiling” in its settings; “the parent rendered” and “context changed” answers point straight at the problem. For measuring in production, React also provides a [Profiler component](https://react.dev/reference/react/Profiler) that reports render timings for a subtree, although it needs a special profiling build to work there.

On a recent e-commerce project, the catalog filters felt sluggish on mid-range Android phones. The Profiler showed that ticking a single checkbox re-rendered the whole page, including several hundred product cards, because filter state lived in a context at the root of the app. Nothing in the cards themselves was slow; there were simply too many of them rendering for no reason.

## Ship less JavaScript up front

Every kilobyte of JavaScript has to be downloaded, parsed and executed before the page becomes interactive, and on a budget phone that cost is several times higher than on a developer’s laptop. Code splitting is the most reliable way to reduce it. React.lazy together with Suspense lets you load a component only when it is about to be rendered; frameworks such as Next.js split by route automatically.

Where we look for savings:

- Heavy widgets that most visitors never open: charts, rich-text editors, maps, date-range pickers and video players. Load them on interaction or when they scroll into view.
- Large dependencies. A bundle analyzer often reveals a full date library imported for a single formatting function, or an icon set imported in its entirety.
- Admin-only and logged-in areas, which should never be part of the bundle for the public marketing pages.

Don’t overdo it. Dozens of tiny chunks create request waterfalls, and a lazy component that shows a spinner on every navigation feels slower than one that was there all along. Preloading a chunk when the user hovers over or focuses the link that leads to it removes most of that delay.

## Memoization, used with care

\`React.memo\`, useMemo and useCallback are the first tools people reach for, and they are often the wrong first step. Memoization is not free: React has to store previous values and compare dependencies on every render, and the code becomes harder to read. It only helps when the props really are stable, and a single inline object or arrow function passed from the parent silently defeats it.

Before adding memoization, we check whether the structure can be fixed instead. Moving state down into the component that actually uses it often removes the problem entirely. Passing expensive subtrees as children lets a stateful wrapper re-render without touching them. Splitting a large context into several smaller ones, or separating values that change often from those that rarely change, stops every consumer from re-rendering on every keystroke. In the catalog example above, moving the filter state out of the root context and into the filter panel did more than any amount of memo wrapping would have.

Memoization is the right tool when profiling shows a genuinely expensive component or calculation that receives the same inputs repeatedly. For updates that are expensive but not urgent, such as re-filtering a large result set while the user types, React 18’s startTransition and useDeferredValue keep the input responsive while the heavy render happens in the background. The React team has talked about a compiler that would memoize automatically, but for now this is still manual work.

## Virtualize long lists

Rendering a table of five thousand rows means five thousand sets of DOM nodes, even though only twenty fit on the screen. List virtualization renders just the visible rows plus a small buffer and swaps them as the user scrolls. Libraries such as react-window and TanStack Virtual handle the mechanics. On an internal dashboard we built for a logistics company, virtualizing the shipments table turned a multi-second freeze on opening the page into an instant render.

Virtualization has trade-offs. The browser’s find-in-page only sees rendered rows, rows of variable height need measuring, and screen readers need correct row counts and positions to make sense of the list. For many lists, plain pagination or a “load more” button is simpler and perfectly adequate; we reach for virtualization when people genuinely need to scroll through hundreds of complex rows.

## Server rendering and images

Server rendering lets the browser paint meaningful content before any JavaScript runs, which usually improves LCP considerably. React 18 added streaming server rendering and selective hydration, so a slow part of the page wrapped in Suspense no longer blocks the rest. With React Server Components, now available in the Next.js App Router, components that don’t need interactivity render only on the server and their code is never sent to the browser at all. The cost to watch is hydration: a page that arrives quickly but stays unresponsive while a huge bundle hydrates has simply moved the problem.

Images deserve their own checklist, because the LCP element is very often an image:

- Always set width and height, or an aspect ratio, so the layout does not jump when the image loads.
- Use \`loading="lazy"\` for images below the fold, and never for the hero image.
- Mark the hero image with \`fetchpriority="high"\`; Chromium-based browsers already honor it, and others simply ignore it.
- Serve responsive sizes with srcset and sizes, and modern formats such as AVIF and WebP. The [MDN guide to the img element](https://developer.mozilla.org/en-US/docs/Web/HTML/Element/img) covers all of these attributes.

None of these techniques is new, and that is the point. A faster React app rarely comes from one clever trick; it comes from measuring, fixing the biggest problem, and measuring again.
`;
