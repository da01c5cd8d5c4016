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

/** Postal address of the headquarters on one line, as the legal pages print it. */
export const POSTAL_ADDRESS = `${STUDIO.legalName}, ${STUDIO.offices.headquarters.street}, ${STUDIO.offices.headquarters.city}, ${STUDIO.offices.headquarters.region} ${STUDIO.offices.headquarters.postalCode}, USA`;

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
