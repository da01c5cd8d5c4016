import type { LegalDocument } from './types';
import { POSTAL_ADDRESS, STUDIO } from '../studio';

const BALI = STUDIO.offices.bali;

/**
 * The consent a visitor gives with the forms' consent box: a document of its own, apart from the
 * privacy policy (152-FZ Art. 9 as amended from 1 September 2025; UU PDP Art. 20–22). Its periods
 * are placeholders filled from the configuration (retention-text.ts); its version is derived from
 * the text as the page prints it (decision 0036).
 */
export const CONSENT: LegalDocument = {
  title: 'Consent to the Processing of Personal Data',
  intro:
    'When you tick the consent box on our contact form or on a job application form, you give Northbeam the consent set out on this page. It is a separate document: giving it does not mean accepting our privacy policy or any other document, and you can withdraw it at any time.',
  lastUpdated: '2026-12-05',
  sections: [
    {
      id: 'operator',
      heading: 'Who receives your consent',
      paragraphs: [
        `${POSTAL_ADDRESS}, email ${STUDIO.email}. Our second office is at ${BALI.street}, ${BALI.city}, ${BALI.region} ${BALI.postalCode}, Indonesia.`,
        'By ticking the box, you give this consent freely, of your own will and in your own interest: a specific, informed, conscious and unambiguous consent to Northbeam processing the personal data listed below, for the purposes and on the terms stated here.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Purposes',
      paragraphs: ['We process your personal data only for the purpose of the form you send:'],
      list: [
        {
          term: 'An inquiry',
          text: 'To read and answer your inquiry about a project, to prepare a proposal if you ask for one, and to continue the conversation you started, by email or by phone.',
        },
        {
          term: 'A job application',
          text: 'To consider your application for the position you chose, to contact you about it and to arrange interviews.',
        },
      ],
    },
    {
      id: 'data',
      heading: 'The personal data',
      paragraphs: ['Your consent covers the following data:'],
      list: [
        {
          term: 'From an inquiry',
          text: 'Your name, email address, phone number and message, and your company name and budget range if you give them.',
        },
        {
          term: 'From a job application',
          text: 'The position, your name, email address and note, your résumé, and your phone number and portfolio or profile link if you give them.',
        },
        {
          term: 'From either form',
          text: 'The language of the site, the time you sent the form, the IP address it came from, and the version of this document you consented to: the record of your consent.',
        },
      ],
    },
    {
      id: 'actions',
      heading: 'What we do with the data, and how',
      paragraphs: [
        'We collect, record, organize, accumulate, store, update, retrieve, use, transfer (provide and give access to), block, erase and destroy it.',
        'We do this both by automated means (our server stores the form and notifies our team by email) and without them (people on our team read it and answer you). We make no decision about you by automated means alone.',
      ],
    },
    {
      id: 'transfer',
      heading: 'Transfer to other countries',
      paragraphs: ['You consent to the transfer of your data to these countries:'],
      list: [
        {
          term: 'The United States',
          text: 'Our server and its database, the email delivery service that carries notifications of each form to our team, and our studio mailbox are there.',
        },
        {
          term: 'Indonesia',
          text: 'Our team in Denpasar, Bali, reads inquiries and applications and answers them.',
        },
        {
          term: 'The United Kingdom',
          text: 'Our team members in London read the inquiries and applications that concern their work.',
        },
      ],
    },
    {
      id: 'term',
      heading: 'How long the consent lasts',
      paragraphs: [
        'Your consent takes effect when you send the form and lasts as long as we keep what you sent, unless you withdraw it sooner:',
      ],
      list: [
        {
          term: 'An inquiry',
          text: '{enquiryMonths} after the inquiry last changed: when it arrived, or our latest note, reply or change of its status.',
        },
        {
          term: 'A job application',
          text: '{applicationMonths} after the position closes or we turn your application down, whichever comes first.',
        },
        {
          term: 'A form taken for spam',
          text: '{spamDays} after it arrives.',
        },
      ],
    },
    {
      id: 'withdrawal',
      heading: 'How to withdraw it',
      paragraphs: [
        `Email us at ${STUDIO.email}, or write to ${POSTAL_ADDRESS}, and say that you withdraw your consent. We stop processing your data within 72 hours of receiving your request and destroy it within 30 days, unless the law requires us to keep it.`,
        'Withdrawing your consent does not make the processing before it unlawful. Without your consent we can no longer answer your inquiry or consider your application.',
      ],
    },
  ],
};
