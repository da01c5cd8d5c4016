import type { LegalDocument } from './types';
import { kindConsentItems } from '../../submissions/texts/kind-texts';
import { POSTAL_ADDRESS, PROCESSORS, STUDIO } from '../studio';
import { DESK_PLACES, TRANSFER_COUNTRIES_TEXT } from './places-en';

const BALI = STUDIO.offices.bali;
const { hosting, emailRelay, mailbox } = PROCESSORS;

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
        `Your consent is given to ${POSTAL_ADDRESS} (${STUDIO.email}). Our second office is at ${BALI.street}, ${BALI.city}, ${BALI.region} ${BALI.postalCode}, Indonesia.`,
        'You give it freely by ticking the box. It is specific and informed: it covers only the personal data, purposes and terms on this page, and you can withdraw it at any time.',
        'It is given by the person whose name and email address are entered in the form (the data subject). Those details and the record of the consent are kept with the inquiry or application.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Purposes',
      paragraphs: ['We process your personal data only for the purpose of the form you send:'],
      list: kindConsentItems('en', 'purpose'),
    },
    {
      id: 'data',
      heading: 'The personal data',
      paragraphs: ['Your consent covers the following data:'],
      list: [
        ...kindConsentItems('en', 'data'),
        {
          term: 'From either form',
          text: 'Your browser’s time zone, and the record of your consent: the language of the site, the time you sent the form, the IP address it came from, and the version of this document you consented to.',
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
      id: 'processors',
      heading: 'Who processes the data for us',
      paragraphs: ['These companies process the data on our instructions, under contracts that oblige them to protect it:'],
      list: [
        {
          term: 'Hosting',
          text: `${hosting.name}, ${hosting.address}. Our server and its database run in this company’s data center in the United States.`,
        },
        {
          term: 'Email delivery',
          text: `${emailRelay.name}, ${emailRelay.address}. It carries the notification of each form to our team, and our emails to you.`,
        },
        {
          term: 'Mailbox',
          text: `${mailbox.name}, ${mailbox.address}. It hosts our studio mailbox, where the notifications arrive.`,
        },
      ],
    },
    {
      id: 'transfer',
      heading: 'Transfer to other countries',
      paragraphs: [
        `You consent to the transfer of your data to ${TRANSFER_COUNTRIES_TEXT}.`,
        'Our server and its database are in the United States, and so are the email delivery and mailbox services named under “Who processes the data for us”.',
        `Our staff read inquiries and applications in ${DESK_PLACES}. Only staff there have accounts on our staff desk, where inquiries and applications are read; team members who work remotely from other countries do not read them.`,
      ],
    },
    {
      id: 'term',
      heading: 'How long the consent lasts',
      paragraphs: [
        'Your consent takes effect when you send the form and lasts as long as we keep what you sent, unless you withdraw it sooner:',
      ],
      list: [
        ...kindConsentItems('en', 'duration'),
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
        'If you write from the EEA or the UK, we do not rely on this consent: we process your inquiry or application to take the steps you asked for (GDPR Article 6(1)(b)), as our [privacy policy](privacy) explains. If you withdraw it, we treat that as an objection and a request to erase your data.',
      ],
    },
  ],
};
