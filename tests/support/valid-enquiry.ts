/** The spec's payload of POST /api/contact with the consent box (decision 0036): no honeypot, no fill time. */
export const VALID_ENQUIRY = {
  name: 'Maya Fischer',
  email: 'maya@larkspur.example',
  phone: '+1 307 555 0199',
  company: 'Larkspur Insurance',
  project: 'We need a claims app for our field adjusters, iOS first, launching in spring.',
  budget: '5k-10k',
  privacy: true,
  consent: true,
  locale: 'en',
};
