import type { ServiceSlug, ServiceText } from '../types';

export const SERVICES_TEXT: Record<ServiceSlug, ServiceText> = {
  'product-strategy': {
    title: 'Product Strategy',
    description:
      'We test the idea against real users and the market before a line of code is written, so you build the version people will pay for. You leave with a clear scope, a prioritized roadmap and the numbers that will tell you it is working.',
    features: [
      'Discovery workshops and stakeholder interviews',
      'Market and competitor analysis',
      'User research and problem validation',
      'MVP scope and prioritized roadmap',
      'Success metrics and business case',
    ],
  },
  'ux-ui-design': {
    title: 'UX/UI Design',
    description:
      'We map how people move through your product, then design interfaces that make each step obvious and pleasant to use. Every flow is prototyped and tested with users, and handed to engineers as a documented design system.',
    features: [
      'User journeys and information architecture',
      'Wireframes and clickable Figma prototypes',
      'Usability testing with target users',
      'Visual design and design system',
      'WCAG 2.2 accessibility review',
    ],
  },
  'mobile-development': {
    title: 'Mobile Development',
    description:
      'We build native iOS and Android apps in Swift and Kotlin, or cross-platform with React Native when one codebase makes more sense. We handle everything from architecture to App Store and Google Play release, and keep the app fast and stable after launch.',
    features: [
      'Native iOS (Swift) and Android (Kotlin) apps',
      'Cross-platform apps in React Native',
      'Offline mode, push notifications and in-app purchases',
      'Automated testing and CI/CD pipelines',
      'App Store and Google Play release management',
    ],
  },
  'web-development': {
    title: 'Web Development',
    description:
      'We build fast, accessible web applications and marketing sites with React, TypeScript and Node.js, from the first commit to production hosting. Code is covered by tests, documented and ready for your own team to take over.',
    features: [
      'Web applications in React and TypeScript',
      'APIs and back ends in Node.js',
      'Headless CMS and e-commerce integrations',
      'Core Web Vitals and SEO optimization',
      'Cloud hosting, monitoring and support',
    ],
  },
  'growth-marketing': {
    title: 'Growth Marketing',
    description:
      'We turn a launched product into a growing one by finding the channels that bring users who stay. Each campaign runs as a measured experiment, and budget moves to what pays back.',
    features: [
      'Go-to-market and launch plans',
      'Paid acquisition on search and social',
      'App Store optimization and SEO content',
      'Onboarding, email and lifecycle campaigns',
      'Referral and retention programs',
    ],
  },
  'analytics-optimization': {
    title: 'Analytics & Optimization',
    description:
      'We set up tracking you can trust and dashboards that show where users convert, stall or leave. Then we run A/B tests on those points and report the gains in revenue and retention, not vanity metrics.',
    features: [
      'Event tracking plan and analytics setup',
      'Product and marketing dashboards',
      'Funnel and cohort analysis',
      'A/B testing and conversion optimization',
      'Monthly insight reports and recommendations',
    ],
  },
};
