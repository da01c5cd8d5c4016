import type { LegalDocument } from './types';
import { POSTAL_ADDRESS, PROCESSORS, STUDIO } from '../studio';
import { DESK_PLACES } from './places-en';

const HQ = STUDIO.offices.headquarters;
const BALI = STUDIO.offices.bali;
const { hosting, emailRelay, mailbox } = PROCESSORS;

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  intro:
    'This policy explains what personal information Northbeam receives through this website, why, where it is kept and for how long, and what you can ask us to do with it. We collect very little, so we can describe all of it.',
  lastUpdated: '2026-12-05',
  sections: [
    {
      id: 'introduction',
      heading: 'Who we are',
      paragraphs: [
        `${STUDIO.legalName} (“Northbeam”, “we”, “us”) is a digital product studio registered in Wyoming, USA, with its headquarters at ${HQ.street}, ${HQ.city}, Wyoming, a second office in Denpasar, Bali, Indonesia, and team members at co-working hubs in New York and London. We decide why and how the personal information sent through this website is used, and we are responsible for it.`,
        'The site has no visitor accounts, no sign-up, no newsletter, no advertising and no analytics or tracking services. We receive personal information only when you choose to send it, through the project inquiry form or a job application form, and as the technical details every browser sends. This policy covers the website and the correspondence that follows an inquiry or an application; information we handle while working for clients is governed by our agreements with them.',
        'Depending on where you are, the EU or UK General Data Protection Regulation (GDPR), Russia’s Federal Law No. 152-FZ “On Personal Data” (152-FZ), Indonesia’s Personal Data Protection Law (Law No. 27 of 2022, “UU PDP”) or the privacy laws of some US states may apply to the information you send us. Where their rules differ, we say which applies to whom.',
        'The site is meant for businesses and job seekers, not for children. If we learn that we have received a child’s information, we delete it.',
      ],
    },
    {
      id: 'information-collected',
      heading: 'What we collect',
      paragraphs: ['We receive and keep these kinds of information:'],
      list: [
        {
          term: 'Project inquiries',
          text: 'When you send the contact form, we receive your name, email address, phone number and project description, the language you were using on the site, your browser’s time zone and the time you sent it, plus your company name and budget range if you give them. We ask for a phone number because most projects start with a short call, the quickest way to clarify a brief; we call only about your inquiry, and if you would rather not be called, say so in your message and we will only write to you. Our notes, our replies and the history of its status are kept with it.',
        },
        {
          term: 'Job applications',
          text: 'Through the form on an open position’s page, we receive the position, your name, email address and note, your phone number and a link to your portfolio or LinkedIn profile if you give them, your résumé (CV) as a PDF, DOC or DOCX file of up to 5 MB, the language you were using on the site, your browser’s time zone and the time you sent it. Your résumé is stored on our server under a random name, never the name of your file. If you email us documents, we receive those too. Our notes on your application and the stages it goes through are kept with it. We do not need health information, religious beliefs, ethnic origin or other sensitive information: please do not include it.',
        },
        {
          term: 'Consent records',
          text: 'When you send a form, we record which version of the consent you accepted, when, from which IP address, in which language and for what: an inquiry or an application. The record is kept and deleted with the inquiry or application.',
        },
        {
          term: 'Performance measurements',
          text: 'Once a page has loaded, your browser reports to us how quickly it loaded and responded (the Core Web Vitals): the page’s address without any query, the name and value of each measurement, and a random identifier the measuring code creates for that page view. The reports contain no name, we do not store the IP address they come from, and they are not linked to you or to your inquiry, so they do not identify you.',
        },
        {
          term: 'Technical information',
          text: 'Like every website, our server receives your IP address, browser type and preferred language with each request. If a form submission appears to have been sent by a bot (it fills in a field people never see, or arrives within seconds of the page opening), we keep it marked as spam, sending no notice and no confirmation. Our staff can look through these submissions so that no real one is lost, and those still marked as spam are deleted automatically {spamDays} after they arrive.',
        },
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use it',
      paragraphs: [
        'We use personal information only for the purposes below, never for advertising or profiling. We make no decisions about you by automated means alone: a person can look at submissions that appear to come from a bot, and applications are never screened or ranked automatically; a person reads every one.',
        'For each purpose we name the legal basis the GDPR asks us to state for visitors in the European Economic Area (EEA) and the UK. Under Russian and Indonesian law, we process what you send through the forms on the basis of your consent.',
      ],
      list: [
        {
          term: 'Answering your inquiry',
          text: 'We read your inquiry, work out whether and how we can help, reply by email or phone in the language you used, and prepare a proposal if you ask for one. When you send the form, we email you a confirmation with the date, the time in your browser’s time zone and the reference number of your inquiry, without your name or anything else you wrote (at most one a day to the same address). Basis: steps taken at your request before a possible contract (GDPR Article 6(1)(b)).',
        },
        {
          term: 'Considering your application',
          text: 'We email you the same kind of confirmation as for an inquiry, with the position and your application’s reference number. We read and assess your application in our staff desk, contact you about it and arrange interviews. Basis: steps taken at your request before a possible employment or service contract (GDPR Article 6(1)(b)).',
        },
        {
          term: 'Keeping the site safe and working',
          text: 'We use technical information to deliver pages in your language, to limit how many forms and performance reports one IP address can send, and to set aside automated submissions. Basis: our legitimate interest in a secure, working website (GDPR Article 6(1)(f)).',
        },
        {
          term: 'Making the site faster',
          text: 'Performance measurements show us which pages are slow, so we can fix them. Basis: our legitimate interest in a fast website (GDPR Article 6(1)(f)).',
        },
      ],
    },
    {
      id: 'consent',
      heading: 'Consent to processing',
      paragraphs: [
        '[Consent to the processing of personal data](consent) is a separate document, not part of this policy. Each form asks for it with a box of its own, apart from the box that confirms you have read this policy; neither form can be sent without both. The consent covers the information you send with the form and its processing to answer your inquiry or consider your application for as long as we keep it under this policy, including its storage and reading in the countries named in “Where it is kept”.',
        'For visitors in the EEA and the UK, we rely on the legal bases named in “How we use it” rather than on consent. If you withdraw the consent anyway, we treat that as an objection and a request to erase your information.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who else handles it',
      paragraphs: [
        'We do not sell, rent or trade personal information, and we do not give it to advertisers or data brokers.',
        `Within Northbeam, our staff read inquiries and applications in our staff desk, where each person has an account of their own with a role: the people who handle new projects read inquiries, the people involved in hiring read applications and résumés, and administrators can read both. Only staff who work in ${DESK_PLACES} have an account; team members who work remotely from other countries have none and do not read inquiries or applications.`,
        'We disclose personal information to anyone else only when the law requires it, when it is needed to protect our rights or someone’s safety, or if our business is merged or sold, and then this policy continues to apply to your information.',
        'Apart from that, only these service providers handle it, on our instructions and under contracts that oblige them to protect it:',
      ],
      list: [
        {
          term: `Hosting: ${hosting.name}`,
          text: 'The data center company in the United States where our server runs, with the one database of inquiries and applications and the résumé files. The provider supplies the machines and the network and does not use the data for its own purposes.',
        },
        {
          term: `Email delivery: ${emailRelay.name}`,
          text: 'The email delivery service (an SMTP relay) that carries our notices of new inquiries and applications from our server to our studio inboxes (“How long we keep it” says what they contain), and our confirmations and replies from our server to you.',
        },
        {
          term: `Mailbox: ${mailbox.name}`,
          text: 'The company that hosts our studio mailboxes, which store our notices of new inquiries and applications and our correspondence with you.',
        },
      ],
    },
    {
      id: 'transfers',
      heading: 'Where it is kept',
      paragraphs: [
        `Our server, like those of our email delivery service and mailbox provider, is in the United States, and our staff read inquiries and applications in ${DESK_PLACES}. Whatever country you write from, your information is kept in the United States and may be read in these countries.`,
        'The laws of these countries may protect personal information differently from the laws of yours; this is what that means, depending on where you write from:',
      ],
      list: [
        {
          term: 'From the EEA and the UK',
          text: 'Your inquiry or application comes to us directly in the United States. Our staff in London read information from the EEA under the European Commission’s adequacy decision for the UK. Any further transfer, to our service providers or to our staff in Indonesia, is covered by the European Commission’s Standard Contractual Clauses (with the UK Addendum for information from the UK) or, for a US provider certified under the EU-U.S. Data Privacy Framework and its UK Extension, by that certification. You can ask us for a copy of these clauses.',
        },
        {
          term: 'From Russia',
          text: 'Northbeam is a foreign company: it has no offices, staff, servers or databases in Russia, does not sell its services in rubles and does not target the Russian market; the Russian version of the site is for Russian-speaking clients and candidates in many countries, including Indonesia. What you send through a form is recorded directly in our database in the United States; we say this plainly so that you can decide whether to send it.',
        },
        {
          term: 'From Indonesia',
          text: 'UU PDP applies to the information our Denpasar office processes and to information about people in Indonesia. On our server in the United States, such information is protected to the standard that law requires.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'The site is served only over encrypted HTTPS connections. Our staff sign in to the staff desk with a passkey rather than a password, and every opening of an inquiry or application and every résumé download is recorded in an audit trail. We keep the server’s software up to date. The site loads nothing from other companies: fonts, pictures and scripts all come from our own server.',
        'No way of sending or storing data is completely secure. If a breach affects your information, we will tell you promptly, notify the authorities within the time the law sets, and explain what we are doing about it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'We keep personal information only as long as we need it for the purpose we received it for. Our server deletes what is due by itself, every day:',
      ],
      list: [
        {
          term: 'Inquiries',
          text: '{enquiryMonths} after the inquiry last changed: when it arrived, or our latest note, reply or change of its status. Then it is deleted from our database with everything attached to it. If your inquiry turns into a project, the information the project needs is kept under the agreement we sign with you.',
        },
        {
          term: 'Job applications',
          text: '{applicationMonths} after the position closes or we turn your application down, whichever comes first, in case questions about the hiring decision arise. Then it is deleted from our database with everything attached to it, the résumé file included. If you join us, what your employment or contract needs is kept in your personnel records, not on the site.',
        },
        {
          term: 'Performance measurements',
          text: '{vitalsMonths}; older ones are deleted automatically.',
        },
        {
          term: 'Emails the site sends',
          text: 'The text of a confirmation or a reply is kept on our server only until it is delivered, and a copy written to the server’s disk is deleted after {emailDays}; the record that an email was sent stays with its inquiry or application and is deleted with it.',
        },
        {
          term: 'Your emails to us',
          text: 'When you answer one of our emails, your answer goes to a mailbox our server reads: the server stores the message in our database, with its attachments, and then deletes it from the mailbox. It is kept and deleted with the inquiry or application it answers; a message that answers none is deleted {unmatchedDays} after it arrives.',
        },
        {
          term: 'Notices to our team',
          text: '{notifications}',
        },
        {
          term: 'Technical information',
          text: 'To limit abuse, the server keeps a count of requests per IP address for at most 15 minutes: in its memory or, when the site runs on several servers, in its database, from which ended counts are deleted as new requests arrive. Our server’s logs record, for each request, the address on the site that was asked for, the result and how long it took, but never your IP address, name, email address or message.',
        },
        {
          term: 'Backups',
          text: 'We back up the database and the résumé files only so that we can restore the site after a failure, and delete each backup {backupDays} after it was made. Information deleted from the database stays in the backups taken before, until those are deleted in turn. When we erase someone’s information at their request, we keep a record of the erasure for {backupDays} in an erasure log: its time and a code computed from the email address with a secret key, which does not reveal the address. If we ever restore an older backup, this record lets us erase the information again before the site uses it.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      paragraphs: [
        'What the site keeps in your browser is there only for features you use, not to follow you around the site or across visits:',
      ],
      list: [
        {
          term: 'The preferredLanguage cookie',
          text: 'Set when you switch languages with the EN/RU switch, it holds “en” or “ru” so that our server opens the home page in that language, and expires after one year.',
        },
        {
          term: 'preferredLanguage in local storage',
          text: 'The same choice, kept for the site’s own code in your browser until you clear it.',
        },
        {
          term: 'sw-update-reload in session storage',
          text: 'When a new version of the site comes out, an open page reloads once to use it; this entry holds the time of that reload, so that it cannot repeat in a loop, and is deleted when you close the tab.',
        },
        {
          term: 'Offline copies (service worker)',
          text: 'So that you can reread pages without a connection, a service worker keeps on your device copies of the site’s code, fonts and icons, the last 50 pages you opened, up to 100 pictures and video loops, and the public lists of our projects and services. They are the same public pages every visitor sees, without what you type into a form or your résumé; newer copies replace older ones.',
        },
        {
          term: 'Removing it',
          text: 'You can delete all of this at any time by clearing the site’s data in your browser settings. The site keeps working, but forgets your language and needs a connection to show pages.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: ['The laws named above give people rights over their information; we honor them for everyone, wherever they live:'],
      list: [
        {
          term: 'Access',
          text: 'You can ask whether we hold information about you, get a copy of it and learn how we use it. The copy is one archive: a JSON file of everything we hold on your inquiries and applications, and your résumé files.',
        },
        {
          term: 'Rectification',
          text: 'You can have inaccurate information corrected and incomplete information completed.',
        },
        {
          term: 'Erasure',
          text: 'You can have your information deleted when we no longer need it, when you withdraw your consent or object, or when it was processed unlawfully. We then delete your inquiries and applications, your résumé files, the emails about them, your emails to us with their attachments and our notes on them, and keep a record that an erasure took place, which does not name you. Copies in our backups are deleted with the backups, within {backupDays}, and until then the erasure log (see “How long we keep it”) stops a restored backup from bringing your information back.',
        },
        {
          term: 'Restriction',
          text: 'You can have us stop using your information, other than storing it, while its accuracy or our use of it is being checked, or when you need it kept for a legal claim.',
        },
        {
          term: 'Portability',
          text: 'The information in the copy is structured and machine-readable, so you can take it elsewhere, or we can send it to another company for you.',
        },
        {
          term: 'Objection',
          text: 'You can object to our using your information on the basis of our legitimate interests, and we then stop unless we have compelling grounds to continue.',
        },
        {
          term: 'Withdrawal of consent',
          text: 'Where we rely on your consent, you can withdraw it at any time by writing to us, as the consent document explains. Withdrawing it does not make earlier processing unlawful.',
        },
        {
          term: 'Making a request',
          text: `Email us at ${STUDIO.email} and tell us the email address you gave in the forms: we find everything we hold about you by it. We answer within 10 business days of receiving your request, the period Russian law sets (the GDPR allows a month); if a request needs more time, we tell you why within those 10 days and answer within 5 more business days. Where Indonesian law applies, we give access to your information, correct it or restrict its use within 72 hours. Where more than one of these periods applies to you, we keep the shortest. We may ask you to confirm your identity first. Making a request is free and will never affect how we treat you.`,
        },
        {
          term: 'Complaints',
          text: 'You can complain to a data protection authority: in the EEA, the authority of the country where you live or work; in the UK, the Information Commissioner’s Office; in Russia, Roskomnadzor; in Indonesia, the authority responsible for personal data protection. We would be glad to hear from you first.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change how we handle personal information, we will update this page and the date at the top. If a change is significant, such as a new kind of information or a new purpose, we will announce it prominently on the site before it takes effect, and where the law requires your consent to the change, we will ask for it.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        `For questions about this policy or your information, or to make a request, email us at ${STUDIO.email} or write to ${POSTAL_ADDRESS}. Our office in Indonesia is at ${BALI.street}, ${BALI.city}, ${BALI.region} ${BALI.postalCode}, Indonesia.`,
        'Our London team makes us established in the UK, where the UK GDPR applies to us directly. We have not appointed a representative in the EU, nor a data protection officer: please write to us directly.',
      ],
    },
  ],
  /** The retention section's “Notices to our team”, by NOTIFY_DETAILS (decision 0057). */
  notifications: {
    none: 'When an inquiry or application arrives, our server emails our team a notice: which form it is (for an application, the position), its reference number, when it arrived and a link to it in our staff desk. The notice contains none of your personal information: not your name, contact details or message, and never your résumé.',
    full: 'When an inquiry or application arrives, our server emails our team a notice with its details: your name, email address, phone number and the language you used, and your company name, budget range and project description or, for an application, the position, your portfolio link and your note. Your résumé is never attached: it is read only in the staff desk. These notices are kept in our studio and careers mailboxes for {mailboxDays} and then deleted by the mailboxes’ own rule; until then, deleting your inquiry or application from our database, even at your request, does not remove them.',
  },
};
