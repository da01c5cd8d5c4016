import { describe, expect, it } from 'vitest';
import { CONSENT } from '../../../shared/content/legal/consent-en';
import { DEFAULT_RETENTION } from '../../../shared/retention-periods';
import { consentVersions, documentVersion } from '../../../site/render/consent-version';

describe('the consent document’s version', () => {
  it('is the same for the same text, and another for any changed word, date or list entry', () => {
    const version = documentVersion(CONSENT);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(documentVersion(structuredClone(CONSENT))).toBe(version);
    const [first, ...rest] = CONSENT.sections;
    const reworded = { ...first!, paragraphs: first!.paragraphs.map((text) => text.replace('freely', 'willingly')) };
    expect(documentVersion({ ...CONSENT, sections: [reworded, ...rest] })).not.toBe(version);
    expect(documentVersion({ ...CONSENT, lastUpdated: '2027-01-01' })).not.toBe(version);
    const processors = CONSENT.sections.find((section) => section.id === 'processors')!;
    const fewer = { ...processors, list: processors.list!.slice(1) };
    expect(documentVersion({ ...CONSENT, sections: CONSENT.sections.map((s) => (s === processors ? fewer : s)) })).not.toBe(version);
  });

  it('differs between the languages, and follows the periods the document prints', () => {
    const versions = consentVersions(DEFAULT_RETENTION);
    expect(versions.en).not.toBe(versions.ru);
    expect(consentVersions(DEFAULT_RETENTION)).toEqual(versions);
    const longer = consentVersions({ ...DEFAULT_RETENTION, applicationMonths: 12 });
    expect(longer.en).not.toBe(versions.en);
    expect(longer.ru).not.toBe(versions.ru);
    // A period the document does not print leaves its text, and so its version, as it is.
    expect(consentVersions({ ...DEFAULT_RETENTION, vitalsMonths: 25 })).toEqual(versions);
  });
});
