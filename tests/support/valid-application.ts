/** The text fields of a valid job application (multipart strings), for an open position. */
export const VALID_APPLICATION = {
  job: 'product-designer',
  name: 'Maya Fischer',
  email: 'maya@larkspur.example',
  phone: '+1 307 555 0199',
  portfolio: 'https://www.linkedin.com/in/maya-fischer',
  note: 'Six years of product design in fintech; the Larkspur claims app is my latest case.',
  privacy: 'true',
  consent: 'true',
  locale: 'en',
};
