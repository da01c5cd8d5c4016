import type { LegalDocument } from './types';
import { POSTAL_ADDRESS, STUDIO } from '../studio';

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  intro:
    'This policy explains what information Northbeam collects through this website, why we collect it and what you can ask us to do with it. It is short because we collect very little.',
  lastUpdated: '2026-11-20',
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      paragraphs: [
        `${STUDIO.legalName} (“Northbeam”, “we”, “us”) is a digital product studio with its headquarters at ${STUDIO.offices.headquarters.street}, ${STUDIO.offices.headquarters.city}, Wyoming, and a second office in Denpasar, Bali. We are responsible for the personal information collected through this website.`,
        'The site has no user accounts, no sign-up and no newsletter. The only personal information we receive is what you choose to send us through the contact form. This policy covers the website only; information we handle while working for clients is governed by our agreements with them.',
        'For visitors in the European Economic Area and the United Kingdom, Northbeam is the controller of your personal data. We process your enquiry to take the steps you ask for before a possible contract, and we process technical and performance data on the basis of our legitimate interest in running a fast and secure website.',
      ],
    },
    {
      id: 'information-collected',
      heading: 'Information we collect',
      paragraphs: ['We collect three kinds of information:'],
      list: [
        {
          term: 'Personal information',
          text: 'When you send an enquiry through the contact form, we receive your name, email address and phone number, your company name if you add it, your project description, your budget range if you choose one, and the language you were using on the site.',
        },
        {
          term: 'Usage information',
          text: 'We measure how fast our pages load, for example how long a page takes to appear on screen. These timings are anonymous: they contain no personal data and are not linked to you or to your enquiry.',
        },
        {
          term: 'Technical information',
          text: 'Like every website, our server receives the technical details your browser sends with each request, such as your IP address, browser type and preferred language. We use them only to deliver pages to you and to protect the site from abuse.',
        },
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use your information',
      paragraphs: [
        'We use your information only for the purposes below. We never use it to build advertising profiles, and we never sell it.',
      ],
      list: [
        {
          term: 'Responding to your enquiry',
          text: 'We read your enquiry, work out whether and how we can help, and prepare a reply or a proposal. The language you used on the site tells us which language to answer in.',
        },
        {
          term: 'Communication',
          text: 'We use your email address or phone number to reply to you and to continue the conversation you started. We do not add you to mailing lists or send you marketing.',
        },
        {
          term: 'Improvement',
          text: 'Anonymous performance metrics show us which pages are slow, so we can make the site faster for everyone who visits it.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing your information',
      paragraphs: [
        'We do not sell, rent or trade personal information, and we do not share it with advertisers or data brokers.',
        'Your enquiry is stored in a database on our own server and sent by email to our studio inbox, where only the team members who handle new projects can read it. The company that hosts our mailbox processes that email solely to deliver and store it for us.',
        'We disclose personal information to anyone else only when the law requires it, when it is needed to protect our rights or someone’s safety, or if our business is merged or sold, in which case this policy continues to apply to your information.',
      ],
    },
    {
      id: 'security',
      heading: 'Security and retention',
      paragraphs: [
        'The site is served only over encrypted HTTPS connections. The database that holds enquiries runs on our own server, access to it is limited to the people who need it, and we keep its software up to date.',
        'We keep enquiries for 24 months after we receive them, so we can follow up and refer back to earlier conversations. After that, we delete them from the database and from our inbox. If your enquiry turns into a project, the information needed for that work is kept under the agreement we sign with you.',
        'No way of sending or storing data is completely secure. If a breach ever affects your information, we will tell you promptly and explain what we are doing about it.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      paragraphs: [
        'We use a single functional cookie, preferredLanguage. It remembers the language you chose, English or Russian, so the site opens in that language on your next visit, and it expires after one year. We keep the same value in your browser’s local storage.',
        'We use no advertising cookies and no third-party tracking cookies. Our fonts and images are hosted on our own server, so loading a page does not send any requests to other companies.',
        'You can delete the cookie and the local storage entry in your browser settings at any time. The site will keep working; it simply will not remember your language.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'You can ask us for a copy of the personal information we hold about you, ask us to correct it if it is wrong, ask us to delete it, or object to us using it. These rights come from the EU and UK General Data Protection Regulation (GDPR) and from US state privacy laws such as those of California, Colorado and Virginia. We honor them for everyone, wherever you live.',
        `To make a request, email us at ${STUDIO.email}. We reply within 30 days and may ask you to confirm your identity first. Exercising your rights will never affect how we treat you. If you are in the EEA or the UK, you can also complain to your local data protection authority.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change how we handle information, we will update this page and the date at the top. If a change is significant, such as collecting a new kind of data or using it for a new purpose, we will point it out clearly on the site before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        `If you have a question about this policy or about your information, email us at ${STUDIO.email}. You can also write to us at ${POSTAL_ADDRESS}.`,
      ],
    },
  ],
};
