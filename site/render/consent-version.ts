import { createHash } from 'node:crypto';
import { withPeriods } from '../../shared/content/legal/retention-text';
import type { ConsentVersions, LegalDocument } from '../../shared/content/legal/types';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { LANG_TEXTS } from '../../shared/lang-texts';
import type { RetentionPeriods } from '../../shared/retention-periods';

/**
 * A legal document's version, derived from its text: the first 12 hexadecimal digits of the
 * SHA-256 of the document as the page prints it (its JSON). Any changed word, date or period
 * gives another version; the same text always gives the same one, on every instance.
 */
export function documentVersion(doc: LegalDocument): string {
  return createHash('sha256').update(JSON.stringify(doc)).digest('hex').slice(0, 12);
}

/** The consent document's version in each language, with the periods the site is configured with filled in (decision 0036). */
export function consentVersions(periods: RetentionPeriods): ConsentVersions {
  const version = (lang: Lang) => documentVersion(withPeriods(LANG_TEXTS[lang].consent, periods, lang));
  return Object.fromEntries(LANGS.map((lang) => [lang, version(lang)])) as ConsentVersions;
}
