export default `Every few years someone announces that mobile design is finished: the patterns have settled, the platforms have matured, and all that is left is polish. Early 2023 does not feel like that. Gesture navigation has replaced the home button on most phones, foldables are turning from a curiosity into a form factor product teams have to plan for, accessibility is becoming a legal obligation in more markets, and design systems are expected to serve iOS, Android and the web at once. Here is what we see in our mobile projects at Northbeam this year, and how it is changing the way we design.

## Gestures are the navigation layer now

Since Android 10 introduced full-screen gesture navigation and the home button disappeared from iPhones, the edges of the screen belong to the operating system. A swipe up goes home, a swipe in from the side goes back on Android, and people no longer think about either. That has direct consequences for app design:

- Keep custom gestures away from the system edges. A horizontal carousel that starts flush against the left edge will fight Android’s back gesture, and a drawer that opens with an edge swipe will feel broken on a large share of your users’ phones.
- Never make a gesture the only way to do something. Swipe-to-archive is a fine shortcut, but the same action needs a visible button or a menu item. Hidden gestures are invisible to new users and often unusable for people relying on a screen reader or switch control.
- Prepare for predictive back. Android 13 introduced an opt-in preview of the back gesture that shows where the user will land before they let go. Apps with unusual navigation stacks will need work to support it, so it is worth auditing custom back handling now rather than later.
- Design for one-handed reach. Phones have stayed big, and thumbs live in the bottom third of the screen. Primary actions, tab bars and sheets belong there; the top corners are for things people use rarely.

Last year we redesigned a field-service app for a utilities contractor whose technicians wear gloves and usually hold a tool in the other hand. We moved every critical action into a bottom sheet, replaced swipe actions on job cards with large explicit buttons, and kept gestures only as optional accelerators. Within a few weeks, “I can’t close the job” disappeared from the client’s support queue.

## Accessibility moves from audit to foundation

For a long time accessibility arrived at the end of a project as an audit and a list of fixes. That approach is expensive and rarely produces a good experience. Two things are changing it. The first is regulation: the European Accessibility Act will apply to many consumer apps and e-commerce services from June 2025, and in the US legal claims over inaccessible digital products are no longer unusual. The second is that the platforms give designers more to work with than ever: Dynamic Type and VoiceOver on iOS, font scaling and TalkBack on Android, and system-wide settings for reduced motion and higher contrast.

[WCAG 2.1](https://www.w3.org/TR/WCAG21/) was written for the web, but most of its success criteria translate directly to native apps. These are the ones we check from the first wireframe:

- Contrast of at least 4.5:1 for body text, and 3:1 for large text and for meaningful interface elements such as icons and input borders.
- Touch targets of at least 44×44 points on iOS and 48×48 dp on Android, as the platform guidelines recommend, even when the visible icon is smaller.
- Layouts that survive the largest accessibility text sizes. We put key screens at the default size and at the largest Dynamic Type setting side by side; truncated labels and overlapping buttons show up immediately.
- Every control has a meaningful label for VoiceOver and TalkBack, and the reading order matches the visual order.
- Motion respects the reduced motion setting, with crossfades instead of large parallax or zoom transitions.

WCAG 2.2, still being finalized, adds criteria that target mobile patterns directly, such as alternatives to dragging movements and a minimum target size at level AA. Designing to them now costs little and saves a round of rework later.

## Design systems that work across platforms

Most of our clients ship on iOS, Android and the web, often with a small team. The temptation is to design one interface and push it onto all three platforms; the result usually feels foreign everywhere. The opposite extreme, three independent designs, doubles the maintenance and lets the brand drift.

What works for us is a shared foundation with platform-specific components. The foundation is a set of design tokens: color, type scale, spacing, corner radii, elevation and motion durations. Tokens are named by purpose, such as \`surface-raised\` or \`text-muted\`, rather than by value, so one token can resolve to different values in light and dark themes or on different platforms. The W3C Design Tokens Community Group is working on a common file format, which should make it easier to move tokens between design tools and code.

Components sit on top of the tokens and follow each platform’s conventions: navigation, date pickers, sheets, switches and alerts look and behave the way iOS and Android users expect. [Apple’s Human Interface Guidelines](https://developer.apple.com/design/human-interface-guidelines/) and [Material Design 3](https://m3.material.io/) are our references. Material 3’s dynamic color, where the app palette adapts to the user’s wallpaper on Android 12 and later, is a good test of whether your tokens are really semantic. If the brand color is hard-coded into fifty components, dynamic color is a rewrite; if it flows through tokens, it is a configuration change.

A design system is also a product with its own users, designers and developers, and it needs an owner, a changelog and a way to retire old components. The systems we have seen decay fastest were handed over as a Figma file with nobody responsible for them.

## Designing for folds, splits and large screens

Foldables are still a small share of the market, but they are no longer experimental. Samsung is on the fourth generation of its Galaxy Z Fold and Flip, and Google has invested in large screens with Android 12L and the Jetpack WindowManager library. More importantly, the work that foldables require is the same work that tablets, split-screen multitasking and Chromebooks require. An app that handles changes in window size gracefully is ready for all of them.

Our approach is simple. We think in window size classes rather than devices, using Material’s compact, medium and expanded widths as a shared vocabulary between designers and engineers. Lists with a detail view, such as an inbox, a catalog or settings, show both panes side by side when there is room. State must survive configuration changes: unfolding the phone in the middle of a task must not reset a form or lose the scroll position, and we write that into acceptance criteria, not just engineering notes. Finally, we respect the hinge. In tabletop posture a video player can show the picture on the top half and the controls on the bottom, but nothing critical should sit across the fold.

## What this means for teams in 2023

None of these shifts demands a big-bang redesign. They reward teams that build the foundation properly: semantic tokens, accessible components, navigation that cooperates with the operating system, and layouts that respond to the window rather than the device. On new mobile projects we now agree on those four things in the first week, before any high-fidelity screens exist, and every later decision, whether a new feature, a new platform or a new form factor, becomes noticeably cheaper.

If you are planning a mobile product this year, try a simple exercise: open your current app with the largest text size, a screen reader, gesture navigation and split-screen mode switched on. Whatever breaks is your roadmap.
`;
