import type { LegalDocument } from './types';
import { POSTAL_ADDRESS, STUDIO } from '../studio';

export const TERMS: LegalDocument = {
  title: 'Terms of Service',
  intro:
    'These terms set out the rules for using the Northbeam website. We have tried to write them so they can actually be read; if anything is unclear, ask us.',
  lastUpdated: '2026-11-26',
  sections: [
    {
      id: 'acceptance',
      heading: 'Accepting these terms',
      paragraphs: [
        `This website is operated by ${STUDIO.legalName}, a Wyoming limited liability company (“Northbeam”, “we”, “us”). By using the site, you agree to these terms. If you do not agree, please do not use the site.`,
        'These terms cover the website only. Any work we do for a client is governed by the agreement we sign for that project.',
        'How we handle personal information is explained in our [privacy policy](privacy). It is not part of these terms, and using the site does not by itself mean you consent to the processing of your personal information: that consent is a separate document, [Consent to the processing of personal data](consent), which you give only by ticking its own box in a form.',
      ],
    },
    {
      id: 'use-of-site',
      heading: 'Using the site',
      paragraphs: [
        'You are welcome to browse the site, read our articles and share links to our pages, for personal or business purposes.',
        'Please do not try to break into or disrupt the site, copy it with automated tools at a scale that slows it down, send spam or malicious content through the site’s forms, or pretend to be someone else. We may limit or block access for anyone who misuses the site.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        'The text, design, images, code and logos on this site belong to Northbeam or are used with permission. Work shown in our case studies is published with our clients’ consent, and client names and trademarks belong to their owners.',
        'You may quote short passages from our articles as long as you link back to the original. Any other copying, republishing or commercial use needs our written permission.',
      ],
    },
    {
      id: 'inquiries-and-proposals',
      heading: 'Inquiries and proposals',
      paragraphs: [
        'Sending an inquiry through the contact form does not create a contract or any obligation for you or for us. Estimates, timelines and proposals we send in reply are a starting point for discussion, not a binding offer, unless they clearly say otherwise. In the same way, applying for a job does not create an employment or service relationship.',
        'Work begins only once both sides have signed a written agreement that sets out the scope, fees and terms. Please do not include confidential information in your inquiry; if we need it to prepare a proposal, we will sign a non-disclosure agreement with you first.',
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to other sites',
      paragraphs: [
        'Some pages link to other websites, such as our social media profiles or products we have built for clients. We do not control those sites and are not responsible for their content or their privacy practices. Their own terms apply when you visit them.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer',
      paragraphs: [
        'We work to keep the site accurate and available, but we provide it “as is” and “as available”. Our articles and case studies are general information, not professional advice for your particular situation, and results we achieved for one client are not a promise of the same results for another.',
        'To the extent the law allows, we disclaim all warranties, express or implied, including warranties of merchantability and fitness for a particular purpose. If you are a consumer, this does not affect the rights that the law of the country where you live gives you and that cannot be waived by agreement.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'To the fullest extent the law allows, Northbeam is not liable for any indirect, incidental or consequential loss arising from your use of the site, such as lost profits, revenue or data.',
        'Because the site is free to use, our total liability to you for any claim related to it is limited to US$100. Nothing in these terms limits liability that cannot be limited under applicable law.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the State of Wyoming, USA, without regard to its conflict-of-law rules. Disputes about the site will be heard by the state or federal courts located in Laramie County, Wyoming.',
        'If you use the site as a consumer, this choice of law does not deprive you of the protection of the mandatory consumer-protection rules of the country where you live, and you may also bring a dispute before the courts there where that law gives you the right to do so. Nothing in these terms limits those rights.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms as the site or the law changes. The date at the top always shows when they were last updated. Changes apply from that date and are not retroactive: your further use of the site is governed by the updated terms.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [`If you have a question about these terms, email us at ${STUDIO.email} or write to us at ${POSTAL_ADDRESS}.`],
    },
  ],
};
