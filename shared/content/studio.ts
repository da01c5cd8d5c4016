/** Facts about the studio that every page, the structured data and the mail share. */
export const STUDIO = {
  name: 'Northbeam',
  legalName: 'Northbeam Studio LLC',
  foundedYear: 2014,
  email: 'hello@northbeam.studio',
  careersEmail: 'careers@northbeam.studio',
  openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  stats: { years: 10, products: 100, team: 50, awards: 30, satisfactionPercent: 95 },
  offices: {
    headquarters: {
      street: '2120 Carey Avenue, Suite 300',
      city: 'Cheyenne',
      region: 'WY',
      postalCode: '82001',
      country: 'US',
    },
    bali: {
      street: 'Jl. Teuku Umar No. 88',
      city: 'Denpasar',
      region: 'Bali',
      postalCode: '80114',
      country: 'ID',
    },
  },
  social: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/northbeam-studio' },
    { network: 'Dribbble', url: 'https://dribbble.com/northbeam' },
    { network: 'GitHub', url: 'https://github.com/northbeam-studio' },
    { network: 'Instagram', url: 'https://www.instagram.com/northbeam.studio' },
  ],
} as const;

/**
 * The studio's time zone: the headquarters' in Cheyenne, Wyoming (Mountain Time), where its
 * opening hours are kept. The emails to staff give their times in it, as one zone for a shared
 * mailbox read in Cheyenne and in Denpasar; the desk shows each person their own. The server's
 * alone, so it stays out of STUDIO.
 */
export const STUDIO_TIME_ZONE = 'America/Denver';

/*
 * The next two are the legal texts' alone, so they stay out of STUDIO, which every page's script
 * carries.
 */

/**
 * The only countries whose staff have accounts on the staff desk, and so the only ones where
 * inquiries and applications are read: team members who work remotely from anywhere else get
 * none. The consent and the privacy policy name these countries from here, each language's
 * names in legal/places-<lang>.ts.
 */
export const DESK_COUNTRIES = ['US', 'ID', 'GB'] as const;

/**
 * The companies that process visitors' data on the studio's instructions, each with its role,
 * as the consent and the privacy policy name them (152-FZ Art. 9(4) asks for a processor's name
 * and address). The studio's choice, for the owner to confirm against the contracts in force
 * (docs/reviews/content-review-4.md, finding 7).
 */
export const PROCESSORS = {
  hosting: { name: 'Amazon Web Services, Inc.', address: '410 Terry Avenue North, Seattle, WA 98109, USA' },
  emailRelay: { name: 'Amazon Web Services, Inc. (Amazon SES)', address: '410 Terry Avenue North, Seattle, WA 98109, USA' },
  mailbox: { name: 'Google LLC (Google Workspace)', address: '1600 Amphitheatre Parkway, Mountain View, CA 94043, USA' },
} as const;

/** The headquarters' street address on one line, as written on an envelope. */
export const HQ_ADDRESS = `${STUDIO.offices.headquarters.street}, ${STUDIO.offices.headquarters.city}, ${STUDIO.offices.headquarters.region} ${STUDIO.offices.headquarters.postalCode}, USA`;

/** Postal address of the headquarters on one line, as the legal pages print it. */
export const POSTAL_ADDRESS = `${STUDIO.legalName}, ${HQ_ADDRESS}`;

/**
 * The client marquee ("Trusted by teams at"): eight clients of the case studies, so every name
 * on it leads to work on the site. Written the same in every language, as the projects name them.
 */
export const CLIENT_NAMES = [
  'Ledgerly',
  'Threadloop',
  'Questline Interactive',
  'Pinecrest Community Health',
  'Kinetic Labs',
  'Dropline',
  'Alang Alang Ubud',
  'Frontier Roofing & Exteriors',
] as const;
