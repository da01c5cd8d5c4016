export default `Every page view has a physical cost. Data centers, networks and the phone in your user’s hand all draw electricity, and the heavier a product is, the more of it they need to deliver and display it. For a single visit the numbers are tiny; multiplied by millions of sessions a month, they are not. The good news is that almost everything that makes a digital product lighter also makes it faster, cheaper to run and easier to use. Sustainability is rarely a trade-off against business goals — far more often it points in the same direction.

At Northbeam we started treating carbon as an ordinary design constraint about three years ago, next to budget, deadlines and accessibility. Below is what that looks like in practice, and what our teams in Cheyenne and Denpasar have learned from applying it to client work.

## Why digital weight matters

The web keeps getting heavier. The [HTTP Archive page weight reports](https://httparchive.org/reports/page-weight) show the median page growing steadily for more than a decade, driven mostly by images, JavaScript and third-party scripts. Every extra kilobyte has to be transferred, processed and rendered on a device that someone then has to charge.

Estimating emissions precisely is hard, and any single figure should be read as an approximation. The [Sustainable Web Design model](https://sustainablewebdesign.org/) is the most widely used method: it converts data transfer into energy and then into emissions, splitting the estimate across data centers, networks and user devices. We use it for relative comparisons — version A against version B — rather than for headline claims. That distinction matters: “we cut data transfer per visit by 70%” can be verified; “our website is carbon neutral” usually cannot.

## Where the weight actually comes from

When we audit a product, the same culprits appear in roughly the same order:

- **Images and video.** Uncompressed hero photos, autoplaying background video and desktop-resolution images served to phones.
- **JavaScript.** Large framework bundles, unused components and polyfills for browsers almost nobody runs anymore.
- **Third-party scripts.** Analytics, chat widgets, A/B testing tools and tag managers, each pulling in its own dependencies. On one retail site we audited, third parties made more network requests than the site itself.
- **Web fonts.** Four weights of two families, each with full character sets that the site barely touches.
- **Data nobody needs.** Logs without a retention period, stale backups and forgotten staging environments running around the clock.

## A practical playbook

This is the order in which we tackle things, because it roughly matches effort against impact:

1. **Set a budget before design starts.** At kickoff we agree on a page weight budget and [Core Web Vitals](https://web.dev/articles/vitals) targets with the client, then check them in CI on every pull request. A budget that lives only in a slide deck is broken by the first sprint.
2. **Fix media first.** Serve AVIF or WebP with a JPEG fallback, use \`srcset\` and \`sizes\` so phones get phone-sized images, and add \`loading="lazy"\` to anything below the fold. Replace decorative background video with a still frame and an explicit play button.
3. **Question every script.** For each third-party tag, ask who reads its data and when they last did. Remove whatever nobody can justify, and load the rest after the main content.
4. **Ship less JavaScript.** Prefer server rendering and static pages where content does not change per user, split bundles by route, and drop dependencies that duplicate what the browser already does.
5. **Choose greener infrastructure.** Check your host against the [Green Web Foundation](https://www.thegreenwebfoundation.org/) directory, pick data center regions with cleaner electricity where latency allows, and set cache headers so returning visitors download almost nothing.
6. **Clean up.** Delete unused environments, set retention periods for logs and analytics data, and archive pages nobody visits.

Design decisions matter as much as engineering ones. A shorter user journey — fewer steps to complete a booking, a search that returns the right result first — saves more energy than any compression setting, because it removes whole page loads. Dark themes can reduce power draw on OLED screens, but the effect depends heavily on the device and the content, so we offer them as a user choice rather than as a sustainability claim.

## What this looked like on a real project

We recently rebuilt the online store of a refillable household-products brand whose customers, unsurprisingly, cared about the footprint of the site itself. The original home page weighed just over 5 MB on mobile, with an autoplaying product video and eleven third-party scripts.

We replaced the video with a lightweight carousel of compressed stills, cut the scripts down to four, subset the brand typeface to the characters the site actually uses, and moved product pages to static generation with incremental updates. The home page came down to about 1.1 MB, Largest Contentful Paint on mid-range Android phones improved by roughly two seconds, and mobile conversion rose in the months that followed. We would not attribute all of that lift to speed alone, but the client did not have to choose between its values and its revenue.

## Making it stick

Sustainability work fades quickly if it depends on one enthusiastic engineer. What helps us keep it going:

- Put the weight budget and Core Web Vitals in the same dashboard as business metrics, so regressions are visible to everyone, not just developers.
- Add a “weight” line to design reviews: every new hero image, animation or embed has to justify its kilobytes.
- Use the [W3C Web Sustainability Guidelines](https://w3c.github.io/sustyweb/) as an audit checklist. They cover UX, development, hosting and business strategy, and they sit comfortably alongside existing accessibility and performance work.
- Report honestly. Publish what you measured, how and with which model, and avoid offsetting claims you cannot verify.

A sustainable digital product is not a special category of product. It is simply a well-made one: fast, focused, accessible and no heavier than it needs to be. If you would like us to look at your site or app through this lens, get in touch — we usually find the first quick wins within a week.
`;
