import { describe, expect, it } from 'vitest';
import { legalTextParts } from '../../../shared/content/legal/links';
import { CONSENT as consentEn } from '../../../shared/content/legal/consent-en';
import { CONSENT as consentRu } from '../../../shared/content/legal/consent-ru';
import { PRIVACY as privacyEn } from '../../../shared/content/legal/privacy-en';
import { PRIVACY as privacyRu } from '../../../shared/content/legal/privacy-ru';
import { TERMS as termsEn } from '../../../shared/content/legal/terms-en';
import { TERMS as termsRu } from '../../../shared/content/legal/terms-ru';
import type { LegalDocument } from '../../../shared/content/legal/types';

describe('links in legal texts', () => {
  it('cuts a text into its words and its links to pages', () => {
    expect(legalTextParts('Read the [privacy policy](privacy) and the [terms](terms).')).toEqual([
      { text: 'Read the ' },
      { text: 'privacy policy', page: 'privacy' },
      { text: ' and the ' },
      { text: 'terms', page: 'terms' },
      { text: '.' },
    ]);
    expect(legalTextParts('[Contact us](contact)')).toEqual([{ text: 'Contact us', page: 'contact' }]);
    expect(legalTextParts('Plain words (with brackets) [and these].')).toEqual([{ text: 'Plain words (with brackets) [and these].' }]);
  });

  it('refuses a link to a page the table does not have, or one that needs a slug', () => {
    expect(() => legalTextParts('See [this](privacy-policy).')).toThrow('"privacy-policy", which is not a page');
    expect(() => legalTextParts('See [a project](project).')).toThrow('"project", which is not a page');
    expect(() => legalTextParts('See [nothing]().')).toThrow('"", which is not a page');
  });

  it('finds every link of the legal documents on a page of the site', () => {
    const texts = (doc: LegalDocument) => [
      doc.intro,
      ...doc.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? []).map((i) => i.text)]),
    ];
    for (const doc of [privacyEn, privacyRu, termsEn, termsRu, consentEn, consentRu]) {
      for (const text of texts(doc)) expect(() => legalTextParts(text), text).not.toThrow();
    }
    const links = (texts: string[]) =>
      texts
        .flatMap((text) => legalTextParts(text))
        .filter((part) => part.page)
        .map((link) => [link.text.replaceAll('\u00a0', ' '), link.page]);
    const consentSection = (doc: LegalDocument) => doc.sections.find((s) => s.id === 'consent')!.paragraphs;
    // The policy links to the consent it no longer contains; the terms to the policy and the consent they are not part of.
    expect(links(consentSection(privacyEn))).toEqual([['Consent to the processing of personal data', 'consent']]);
    expect(links(consentSection(privacyRu))).toEqual([['Согласие на обработку персональных данных', 'consent']]);
    expect(links(termsEn.sections[0]!.paragraphs)).toEqual([
      ['privacy policy', 'privacy'],
      ['Consent to the processing of personal data', 'consent'],
    ]);
    expect(links(termsRu.sections[0]!.paragraphs)).toEqual([
      ['политике конфиденциальности', 'privacy'],
      ['Согласие на обработку персональных данных', 'consent'],
    ]);
  });
});
