export default `Most of the products we have seen fail were not badly built. They were well designed, carefully engineered and launched on time, and then it turned out that the problem was not painful enough, the audience was hard to reach, or nobody wanted to pay what the product cost to run. All of those things could have been learned in a few weeks for a fraction of the build budget. That is why, before we write production code for a new product at Northbeam, we usually run a short validation phase. Here is how it works and what we have learned running it with founders and corporate innovation teams.

## Start with the riskiest assumption

Every product idea is a stack of assumptions. A typical one sounds like this: a specific group of people has a specific problem, they feel it often enough to care, they are unhappy with how they solve it today, they would switch to something new, they would pay a certain amount for it, and we can reach them at a reasonable cost. If any one of those is false, the product fails, however good the interface is.

So the first workshop is not about features. We write the assumptions down, one per sticky note, and place each on two axes: how much the idea depends on it, and how much evidence we already have. The assumptions that are critical and unsupported go to the top of the list, and the whole validation plan is built around testing them in order. This sounds obvious, but teams tend to test what is easy and pleasant, usually the interface, instead of what is risky, usually demand and willingness to pay.

The GOV.UK Service Manual describes this mindset well in its [guide to the discovery phase](https://www.gov.uk/service-manual/agile-delivery/how-the-discovery-phase-works): understand the problem before committing to a solution, and be prepared for the answer to be “don’t build this”.

## Interviews: ask about the past, not opinions about the future

Customer interviews are the cheapest validation tool and the most frequently misused. The classic mistake is to describe the idea and ask whether people would use it. Almost everyone says yes, because saying yes is polite and costs nothing. Rob Fitzpatrick’s book [The Mom Test](https://www.momtestbook.com/) is the best short guide to avoiding this, and we give it to every client before their first interview.

The rules we follow:

- Ask about specific past behavior. “Tell me about the last time you had to reconcile supplier invoices” produces facts; “Would you use a tool that reconciles invoices?” produces compliments.
- Don’t pitch. Keep the idea out of the conversation until the last few minutes, if it comes up at all.
- Listen for existing spending and workarounds. A spreadsheet with forty columns, a part-time assistant, a paid tool people complain about: these are signs of a real problem. “It’s a bit annoying” is not.
- Recruit beyond your network. Friends and former colleagues are the easiest to book and the least reliable. We use relevant communities, LinkedIn outreach and short screener surveys.
- Plan for roughly eight to twelve interviews per segment. Patterns usually start to repeat by then; if they don’t, the segment is probably defined too broadly.
- Work in pairs and debrief the same day: one person leads, the other takes notes, and both write down the three most surprising things before memory smooths them over.

In one project for a founder planning a scheduling product for small fitness studios, the interviews showed that owners were reasonably happy with their booking tools. What they hated was chasing instructors to cover canceled classes, which they did through chaotic group chats. The product that eventually launched was built around substitute management, not scheduling.

## Smoke tests and prototypes

Interviews tell you whether a problem is real. They cannot tell you whether people will act. For that you need a test where they have to do something that costs them time, attention or money.

A smoke test is the simplest version: a landing page describing the product as if it exists, with targeted traffic and a clear call to action. What you measure matters. Page views and “notify me” clicks are weak signals; booking a call, filling in a detailed application form or paying a refundable deposit are strong ones. Be honest with people who sign up: tell them the product is in development and what happens next. Fake-door tests inside an existing product follow the same logic, a button for a feature that does not exist yet, followed by an explanation and an invitation to talk.

When the value depends on a service rather than an interface, we often run a concierge test: deliver the outcome manually to a handful of customers. For a logistics client we produced weekly carrier-performance reports by hand, in a spreadsheet, for six shippers over two months. Four of them started forwarding the report to their management, which told us more than any survey could.

Clickable prototypes come later, when the question shifts from “do they want it” to “can they use it”. Small rounds work well here; Nielsen Norman Group’s article on [why you only need to test with five users](https://www.nngroup.com/articles/why-you-only-need-to-test-with-5-users/) explains why several small rounds with fixes in between beat one large study.

## Pricing tests: ask for money early

Pricing is the assumption most teams postpone, and it is often the one that kills the business model. Stated willingness to pay is notoriously unreliable, so we use it only to find a plausible range, for example with the Van Westendorp price sensitivity questions at the end of an interview, and then test actual behavior.

Behavioral tests can be simple. For consumer products, a pre-order or a refundable deposit at the intended price. For B2B, a paid pilot or a signed letter of intent with a number in it. We also present two or three pricing tiers in sales conversations and record which one people ask about and where they push back. If nobody argues about price, it is usually too low; if every conversation ends there, you need either a different price, a different segment, or a different product.

## Kill criteria: decide before you look at the data

The most important part of validation happens before any test runs. For each experiment we agree in writing what result would make us continue, change direction or stop. For example: “If fewer than half of the interviewees describe the problem without prompting, we narrow the segment. If fewer than three of ten design partners agree to a paid pilot, we stop.” We also set a time box and a budget for the whole phase.

Writing criteria in advance protects the team from its own enthusiasm. Without them, weak results get reinterpreted as “promising”, and the project drifts into development on hope. With them, stopping becomes a normal, respectable outcome. Some of the most valuable work we have done for clients ended with a recommendation not to build, and the money they saved went into the next idea, which was better for everything learned along the way.
`;
