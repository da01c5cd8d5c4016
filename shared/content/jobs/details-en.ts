import type { JobDetailText, JobSlug } from '../types';

export const JOB_DETAILS: Record<JobSlug, JobDetailText> = {
  'senior-react-developer': {
    description:
      'Join a web team of eight engineers who build client products from first prototype to production, working remotely across US time zones. You will lead the front end of web applications in React and TypeScript, from fintech dashboards to booking platforms used by hundreds of thousands of people. You will work directly with designers and strategists, set technical direction on your projects and help the team raise its engineering standards.',
    responsibilities: [
      'Lead front-end architecture for client web applications in React and TypeScript',
      'Turn Figma designs into accessible, responsive components for shared design systems',
      'Keep apps fast: profile rendering, trim bundles and hit Core Web Vitals targets',
      'Review pull requests and mentor mid-level developers',
      'Scope features and estimate work with designers, strategists and clients',
      'Improve our testing, CI/CD and release practices',
    ],
    requirements: [
      'Substantial commercial experience shipping React applications to production',
      'Strong TypeScript and a working knowledge of Node.js APIs',
      'Experience with state management, data fetching and client-side performance tuning',
      'Solid grasp of accessibility and WCAG 2.2',
      'Habit of writing tests with tools such as Vitest, Testing Library or Playwright',
      'Clear written English for async work with a distributed team',
    ],
    benefits: [
      'Medical, dental and vision insurance, with premiums fully covered for you',
      '401(k) plan with a 4% employer match',
      'Professional development stipend of $2,000 a year for courses, books and conferences',
      'Coworking allowance of $250 a month and a $1,500 home-office budget',
      '20 days of paid time off plus US public holidays',
      'Latest MacBook Pro and the test devices you need',
    ],
  },
  'product-designer': {
    description:
      'Our design team is based at our New York hub, a co-working space where we also meet clients in person, and works side by side with them on products in fintech, health and retail. You will own projects end to end, from research and flows to polished interfaces and the design systems engineers build from. We are looking for someone with 3+ years of product design experience and a portfolio that shows how you think, not just how the final screens look.',
    responsibilities: [
      'Run user interviews and usability tests, and turn findings into design decisions',
      'Map user journeys and information architecture for web and mobile products',
      'Design wireframes, interactive prototypes and final UI in Figma',
      'Build and maintain design systems together with our engineers',
      'Present work to clients and guide them through design decisions',
      'Review builds before release to make sure the shipped product matches the design',
    ],
    requirements: [
      '3+ years of experience as a product or UX/UI designer',
      'Portfolio with shipped web and mobile products and the process behind them',
      'Expert Figma skills, including components, variables and prototyping',
      'Experience planning and running user research',
      'Working knowledge of accessibility standards and responsive design',
      'Confidence presenting to clients and defending decisions with evidence',
    ],
    benefits: [
      'Medical, dental and vision insurance from day one',
      '401(k) plan with a 4% employer match',
      'Professional development stipend of $2,000 a year',
      'Pre-tax commuter benefits',
      '20 days of paid time off plus US public holidays',
      'Summer Fridays from June to August',
    ],
  },
  'ios-developer': {
    description:
      'Our mobile team is based at our London hub, a co-working space, and builds iOS apps for clients in banking, health and fitness, many of them with hundreds of thousands of active users. You will write native Swift and SwiftUI code from the first sprint through App Store release and ongoing updates. You will work closely with designers and our Android and back-end engineers. We are looking for 3+ years of iOS development experience and at least one app you helped ship to the App Store.',
    responsibilities: [
      'Build features for native iOS apps in Swift and SwiftUI',
      'Design app architecture that stays maintainable as features grow',
      'Integrate REST and GraphQL APIs, payments, push notifications and HealthKit',
      'Write unit and UI tests and keep CI pipelines green',
      'Profile performance, memory use and battery impact with Instruments',
      'Prepare builds for TestFlight and App Store review',
    ],
    requirements: [
      '3+ years of professional iOS development experience',
      'Strong Swift and SwiftUI skills, with working knowledge of UIKit',
      'At least one app shipped to the App Store',
      'Experience with Swift Concurrency and modern app architecture',
      'Familiarity with XCTest and CI tools such as Xcode Cloud or GitHub Actions',
      'Right to work in the UK',
    ],
    benefits: [
      '25 days of annual leave plus UK bank holidays',
      'Workplace pension with a 5% employer contribution',
      'Private medical insurance',
      'Professional development stipend of £1,500 a year, including WWDC sessions and courses',
      'Cycle to Work scheme',
      'Latest MacBook Pro, iPhone and Apple Watch for testing',
    ],
  },
  'product-strategist': {
    description:
      'Our strategy team helps founders and product leaders decide what to build before design and engineering begin. You will run discovery with clients, research markets and users, and turn the findings into product roadmaps our teams in the US, the UK and Bali can deliver. The role is fully remote from anywhere, with a few hours of overlap with US time zones. We are looking for 4+ years of experience in product strategy, product management or consulting.',
    responsibilities: [
      'Plan and lead discovery workshops and stakeholder interviews',
      'Research markets, competitors and user needs, and present clear recommendations',
      'Define MVP scope, product roadmaps and success metrics',
      'Validate ideas with prototypes, landing page tests and customer interviews',
      'Work with designers and engineers to keep delivery aligned with the strategy',
      'Write proposals and help shape new client engagements',
    ],
    requirements: [
      '4+ years of experience in product strategy, product management or consulting',
      'Track record of digital products launched from discovery to release',
      'Comfort with both qualitative research and product analytics',
      'Ability to lead workshops with executives and turn debate into decisions',
      'Excellent written and spoken English',
      'At least four hours of daily overlap with US Mountain Time',
    ],
    benefits: [
      'Fully remote work from anywhere, with flexible hours',
      'Professional development stipend of $2,000 a year',
      'Coworking allowance of $200 a month',
      'Monthly health and wellness allowance of $150',
      '25 days of paid time off plus local public holidays',
      'Annual team retreat at our office in Bali',
    ],
  },
};
