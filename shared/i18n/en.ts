import { kindForms } from '../submissions/texts/kind-texts';

/** English UI strings: the source dictionary. Every other language must have every key. */
export const en = {
  meta: {
    siteName: 'Northbeam',
    tagline: 'Digital product studio',
    defaultDescription:
      'Northbeam is a digital product studio in Wyoming and Bali: strategy, UX/UI design, web and mobile development, and growth marketing for startups and established companies in the US, Europe and Asia.',
  },
  a11y: {
    skipToContent: 'Skip to content',
    mainNav: 'Main navigation',
    footerNav: 'Footer',
    siteStructure: 'Site structure',
    breadcrumb: 'Breadcrumb',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    languageSwitch: 'Language',
    homeLink: 'Northbeam home page',
  },
  nav: {
    home: 'Home',
    services: 'Services',
    work: 'Work',
    about: 'About',
    blog: 'Blog',
    careers: 'Careers',
    contact: 'Contact',
    startProject: 'Start a project',
  },
  pages: {
    projects: 'Projects',
    project: 'Project',
    services: 'Services',
    service: 'Services',
    blog: 'Blog',
    blogPage: 'Blog',
    post: 'Article',
    about: 'About us',
    careers: 'Careers',
    job: 'Open position',
    contact: 'Contact us',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    consent: 'Consent to the processing of personal data',
    sitemap: 'Sitemap',
  },
  /** The blog's later pages (page 2 and on) and the pagination between them. */
  blogPages: {
    title: '{name}, page {n}',
    description: 'Page {n} of {count}. {subtitle}',
    nav: 'Pages of the blog',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {n}',
  },
  footer: {
    about:
      'A digital product studio from Cheyenne, Wyoming, with a second office in Denpasar, Bali. Strategy, design and engineering in one team since 2014.',
    servicesTitle: 'Services',
    companyTitle: 'Company',
    legalTitle: 'Legal',
    followUs: 'Follow us',
    rights: '© {year} Northbeam Studio LLC. All rights reserved.',
    services: {
      strategy: 'Product strategy',
      design: 'UX/UI design',
      mobile: 'Mobile development',
      web: 'Web development',
      growth: 'Growth marketing',
    },
  },
  legal: {
    lastUpdated: 'Last updated',
    contents: 'Contents',
    /** The consent's edition: "Version of {date} (code {code})". */
    version: 'Version of',
    code: 'code',
  },
  contactForm: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    optional: 'optional',
    project: 'About your project',
    projectPlaceholder: 'What are you building, who is it for, and when would you like to launch?',
    budget: 'Budget',
    budgetPlaceholder: 'Select a budget range',
    /** The ranges of BUDGETS (shared/content/budgets.ts), as this language writes them. */
    budgets: { '1k-3k': '$1k–$3k', '3k-5k': '$3k–$5k', '5k-10k': '$5k–$10k', '10k+': '$10k+' },
    privacyBefore: 'I have read the ',
    privacyLink: 'privacy policy',
    privacyAfter: '.',
    consentBefore: 'I consent to the processing of my personal data on the terms of the ',
    consentLink: 'Consent',
    consentAfter: '.',
    submit: 'Send message',
    sending: 'Sending...',
    honeypot: 'Leave this field empty',
  },
  /** What every form a visitor submits says (the contact form, the job application) and the answers of their endpoints. */
  submission: {
    errors: {
      name: 'Name is required',
      email: 'Valid email is required',
      privacy: 'Please confirm that you have read the privacy policy',
      consent: 'You must consent to the processing of your personal data',
      oneLine: 'Please keep this to one line, without line breaks or control characters',
      tooLong: 'Please keep this to {max} characters or fewer',
      invalid: 'Some fields need your attention',
      tooMany: 'Too many messages from your network. Please try again in {minutes} minutes.',
      server: 'We could not save your message. Please try again.',
      idempotencyKey: 'The Idempotency-Key header must be 8 to 200 visible characters',
    },
    notices: {
      errorTitle: 'Error',
      errorFallback: 'There was an error sending your message. Please try again.',
      close: 'Close notification',
      region: 'Notifications (F8)',
    },
  },
  ...kindForms('en'),
  /** The studio's two offices, by the keys of STUDIO.offices (shared/content/studio.ts). */
  offices: {
    headquarters: 'Cheyenne, Wyoming, USA',
    bali: 'Denpasar, Bali, Indonesia',
  },
  /** Where else the team works from, beside the two offices: shown on the about and contact pages. */
  hubs: 'Co-working hubs in New York and London',
  /** Shown in place of, or beside, an interactive part of a page that failed in the browser. */
  islandError: {
    message: 'This part of the page stopped working.',
    reload: 'Reload the page',
  },
  tooltips: {
    readIn: {
      en: 'Read this page in English',
      ru: 'Read this page in Russian',
    },
    nextSection: 'Next section',
    pause: 'Pause',
    play: 'Play',
    social: 'Opens {network} in a new tab',
  },
  notFound: {
    title: '404 Page Not Found',
    hint: 'The page may have moved, or there may be a typo in the address. Check the address or choose a section below.',
    back: 'Back to the home page',
    sections: 'Main sections',
  },
} as const;
