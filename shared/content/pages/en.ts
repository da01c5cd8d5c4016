import type { PageCopy } from './types';

export const PAGE_COPY: PageCopy = {
  home: {
    hero: {
      title: 'We design and build digital products people keep using',
      subtitle:
        'Northbeam is a team of strategists, designers and engineers with studios in Wyoming and Bali. We take ideas from the first sketch to launch, and stay on to help them grow.',
      ctaLabel: 'See our projects',
      scrollLabel: 'Scroll to the next section',
    },
    clients: {
      label: 'Trusted by teams at',
      pause: 'Pause the scrolling client list',
      play: 'Resume the scrolling client list',
    },
    work: {
      title: 'Selected work',
      subtitle:
        'A few of the products we have researched, designed and built with our clients, from a banking app to a neighborhood bakery’s website.',
      viewCaseStudy: 'View case study',
      viewAll: 'View all projects',
    },
    services: {
      title: 'What we do',
      subtitle: 'One team from strategy to growth, so nothing gets lost between the people who plan a product and the people who build it.',
      filters: {
        all: 'All',
        strategy: 'Strategy',
        design: 'Design',
        development: 'Development',
        growth: 'Growth',
      },
      resultsCount: {
        one: '{count} service shown',
        few: '{count} services shown',
        many: '{count} services shown',
        other: '{count} services shown',
      },
      learnMore: 'Learn more',
    },
    about: {
      title: 'Small senior teams since 2014',
      paragraphs: [
        'Northbeam started in 2014 as three people in a small Cheyenne office who believed the best products come from strategy, design and engineering working at the same table. Today we are a team of more than 50, with a second studio in Denpasar, Bali.',
        'We work with startups looking for their first users and with established companies rebuilding the services their customers rely on every day. Each project gets a small senior team that stays with it from the first workshop to long after launch.',
      ],
      badge: 'Years of experience',
      stats: {
        products: 'Products launched',
        team: 'Team members',
        awards: 'Awards from juried design competitions',
        satisfaction: 'Satisfied clients in our post-project survey',
      },
      aboutLink: 'More about us',
      careersLink: 'Join the team',
      imageAlt: 'Northbeam designers and engineers reviewing interface sketches together at a long table in the studio',
    },
    blog: {
      title: 'Notes from the studio',
      subtitle: 'What we learn while building products, written down for the teams who build them too.',
      readMore: 'Read article',
      viewAll: 'View all articles',
    },
    careers: {
      title: 'Open positions',
      subtitle: 'We are hiring people who care about the details and enjoy working closely with clients.',
      columns: { position: 'Position', department: 'Department', location: 'Location' },
      apply: 'Apply',
      viewAll: 'View all positions',
    },
    contact: {
      title: 'Tell us about your project',
      subtitle:
        'Share what you are building and where you are stuck. A strategist, not a salesperson, will get back to you within 24 hours.',
    },
  },
  about: {
    intro: [
      'Northbeam was founded in Cheyenne, Wyoming, in 2014 by a product strategist, a designer and an engineer who were tired of watching good ideas get lost in handoffs between agencies. They set out to build a studio where the people who research a product are the same people who design, build and launch it.',
      'More than a decade and over 100 launched products later, that is still how we work. Our team of over 50 works from Cheyenne, from our second studio in Denpasar, Bali, from co-working hubs in New York and London, and remotely, which lets us cover most of the workday for clients in America, Europe and Asia.',
    ],
    locationLabel: 'Where to find us',
    contactLabel: 'How to reach us',
    values: {
      title: 'What we value',
      items: [
        {
          title: 'Collaboration',
          text: 'We work as one team with our clients: shared channels, a working demo at the end of every two-week sprint and decisions made together rather than thrown over the wall.',
        },
        {
          title: 'Excellence',
          text: 'We care about the details users notice and the ones they never will: accessible interfaces, tested code and documentation your team can rely on.',
        },
        {
          title: 'Innovation',
          text: 'We try new tools and ideas on real problems and keep only what makes the product better for the people who use it.',
        },
        {
          title: 'Efficiency',
          text: 'Small senior teams, short feedback loops and honest estimates. We spend your budget on what your users will notice, not on process for its own sake.',
        },
      ],
    },
    cta: {
      title: 'Have a project in mind?',
      text: 'Tell us about it. Within 24 hours you will hear back from us with questions, first thoughts and an honest view of how we can help.',
      button: 'Start a project',
    },
    imageAlt: 'The Northbeam team gathered in the Cheyenne studio in front of a wall of product sketches',
  },
  services: {
    subtitle:
      'Everything a digital product needs, from testing the first idea to steady growth after launch, delivered by one team that knows your product end to end.',
    approach: {
      title: 'How we work',
      subtitle: 'Three stages, one team. The people who research your product are the ones who design, build and launch it.',
      steps: [
        {
          title: 'Discover',
          text: 'In the first two to four weeks we run workshops, interview users and study the market. Together we agree on the problem, the audience and what success looks like, and turn it into a scoped roadmap.',
        },
        {
          title: 'Design & build',
          text: 'We design and develop in two-week sprints, with a working demo at the end of each. You see progress as it happens and can change course early, while it is still cheap to do so.',
        },
        {
          title: 'Launch & grow',
          text: 'We handle the release, watch the numbers closely in the first weeks and keep improving the product with you through analytics, experiments and regular updates.',
        },
      ],
    },
    cta: {
      title: 'Not sure where to start?',
      text: 'Tell us what you are building. A strategist will reply within 24 hours and suggest which of these services your product needs first.',
      button: 'Start a project',
    },
  },
  careers: {
    subtitle:
      'Join more than 50 strategists, designers and engineers who build products people use every day. We work from our studios in Cheyenne and Bali, co-working hubs in New York and London, and home offices around the world.',
    searchLabel: 'Search positions',
    searchPlaceholder: 'Search by job title',
    departmentLabel: 'Department',
    locationLabel: 'Location',
    allOption: 'All',
    noResultsTitle: 'No positions found',
    noResultsHint: 'Try a different search or reset the filters. If nothing fits, send your portfolio to {email} anyway.',
    resetFilters: 'Reset filters',
    resultsCount: {
      one: '{count} open position',
      few: '{count} open positions',
      many: '{count} open positions',
      other: '{count} open positions',
    },
    values: {
      title: 'Why work with us',
      items: [
        {
          title: 'Work that ships',
          text: 'Our projects go live and get used. You will see your work in the hands of real people, usually within months, not years.',
        },
        {
          title: 'Room to grow',
          text: 'A yearly learning budget, mentoring from senior colleagues and the chance to lead projects as soon as you are ready.',
        },
        {
          title: 'Flexible where the role allows',
          text: 'Remote roles plan their day around a few hours of overlap with the team; hub roles mix studio and home days. We judge results, not time spent online.',
        },
      ],
    },
    job: {
      responsibilities: 'What you will do',
      requirements: 'What we are looking for',
      benefits: 'What we offer',
      apply: 'Apply for this position',
      back: 'Back to all positions',
      experience: {
        one: '{years}+ year of experience',
        few: '{years}+ years of experience',
        many: '{years}+ years of experience',
        other: '{years}+ years of experience',
      },
      employmentTypes: { FULL_TIME: 'Full-time', PART_TIME: 'Part-time', CONTRACTOR: 'Contract' },
      salaryPerYear: '{range} a year',
    },
  },
  blog: {
    subtitle: 'Practical notes on product strategy, design and engineering from the people who do the work.',
    searchPlaceholder: 'Search articles',
    searchLabel: 'Search the blog',
    noResultsTitle: 'No articles found',
    noResultsHint: 'Try a different search term or check the spelling.',
    clearSearch: 'Clear search',
    resultsCount: { one: '{count} article', few: '{count} articles', many: '{count} articles', other: '{count} articles' },
    firstResults: {
      one: 'The first {shown} of {count} article',
      few: 'The first {shown} of {count} articles',
      many: 'The first {shown} of {count} articles',
      other: 'The first {shown} of {count} articles',
    },
    searchLoading: 'Searching all articles…',
    searchFailed: 'Only this page was searched: the list of all articles could not be loaded.',
    searchRetry: 'Try again',
    back: 'Back to articles',
    relatedTitle: 'Related articles',
    updated: 'Updated {date}:',
    by: 'By',
  },
  projects: {
    subtitle:
      'Apps, platforms and websites we have built for startups, established companies and local businesses, with the results they delivered.',
    backLabel: 'Back to projects',
    overview: 'Overview',
    challenge: 'The challenge',
    solution: 'Our solution',
    results: 'Results',
    previous: 'Previous project',
    next: 'Next project',
    notFound: 'Project not found',
    client: 'Client',
    category: 'Category',
    year: 'Year',
    pauseVideo: 'Pause video',
    playVideo: 'Play video',
  },
  contact: {
    subtitle:
      'Tell us about your project, your timeline and what is getting in the way. We reply to every inquiry within 24 hours, weekends included: our teams in Cheyenne and Denpasar take turns reading new ones.',
    officesTitle: 'Our offices',
    emailLabel: 'Email',
  },
  sitemapPage: {
    subtitle: 'Every page on the site in one place, from our services to the latest articles.',
    groups: {
      main: 'Main pages',
      projects: 'Projects',
      services: 'Services',
      articles: 'Articles',
      jobs: 'Open positions',
    },
  },
};
