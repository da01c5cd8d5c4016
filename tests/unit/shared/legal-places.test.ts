import { describe, expect, it } from 'vitest';
import { CONSENT as consentEn } from '../../../shared/content/legal/consent-en';
import { CONSENT as consentRu } from '../../../shared/content/legal/consent-ru';
import { joinList } from '../../../shared/content/legal/places';
import { DESK_PLACES as placesEn, TRANSFER_COUNTRIES_TEXT as countriesEn } from '../../../shared/content/legal/places-en';
import { DESK_PLACES as placesRu, TRANSFER_COUNTRIES_TEXT as countriesRu } from '../../../shared/content/legal/places-ru';
import { PRIVACY as privacyEn } from '../../../shared/content/legal/privacy-en';
import { PRIVACY as privacyRu } from '../../../shared/content/legal/privacy-ru';
import type { LegalDocument } from '../../../shared/content/legal/types';
import { DESK_COUNTRIES, PROCESSORS } from '../../../shared/content/studio';

/** A document's words, section by section, list items included. */
const sectionText = (doc: LegalDocument, id: string) => {
  const section = doc.sections.find((s) => s.id === id)!;
  return [...section.paragraphs, ...(section.list ?? []).flatMap((item) => [item.term, item.text])].join('\n');
};

const LANGUAGES = [
  { lang: 'en', consent: consentEn, privacy: privacyEn, places: placesEn, countries: countriesEn },
  { lang: 'ru', consent: consentRu, privacy: privacyRu, places: placesRu, countries: countriesRu },
] as const;

describe('who handles the data, as the consent and the privacy policy say', () => {
  it('lists without a comma before the last item, the conjunction bringing its own space', () => {
    expect(joinList(['A'], 'and ')).toBe('A');
    expect(joinList(['A', 'B'], 'and ')).toBe('A and B');
    expect(joinList(['А', 'Б', 'В'], 'и\u00a0')).toBe('А, Б и\u00a0В');
  });

  it.each(LANGUAGES)('names every desk country once, from the one setting, in the $lang consent and policy', (texts) => {
    expect(DESK_COUNTRIES.length).toBeGreaterThan(0);
    // One "(in …)" per country: the list is built from the setting, not written out.
    expect(texts.places.match(/\(/g)).toHaveLength(DESK_COUNTRIES.length);
    expect(sectionText(texts.consent, 'transfer')).toContain(texts.places);
    expect(sectionText(texts.consent, 'transfer')).toContain(texts.countries);
    expect(sectionText(texts.privacy, 'sharing')).toContain(texts.places);
    expect(sectionText(texts.privacy, 'transfers')).toContain(texts.places);
  });

  it.each(LANGUAGES)('names each processor with its address in the $lang consent, and by name in the policy', (texts) => {
    for (const processor of Object.values(PROCESSORS)) {
      expect(sectionText(texts.consent, 'processors')).toContain(`${processor.name}, ${processor.address}`);
      expect(sectionText(texts.privacy, 'sharing')).toContain(processor.name);
    }
  });
});
