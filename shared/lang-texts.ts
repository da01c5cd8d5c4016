import { details as detailsEn, content as contentEn } from './content/.generated/texts-en';
import { details as detailsRu, content as contentRu } from './content/.generated/texts-ru';
import { CONSENT as CONSENT_EN } from './content/legal/consent-en';
import { CONSENT as CONSENT_RU } from './content/legal/consent-ru';
import { PRIVACY as PRIVACY_EN } from './content/legal/privacy-en';
import { PRIVACY as PRIVACY_RU } from './content/legal/privacy-ru';
import { TERMS as TERMS_EN } from './content/legal/terms-en';
import { TERMS as TERMS_RU } from './content/legal/terms-ru';
import { PAGE_COPY as COPY_EN } from './content/pages/en';
import { PAGE_COPY as COPY_RU } from './content/pages/ru';
import { DICTIONARIES } from './i18n/dictionaries';
import type { Lang } from './i18n/langs';
import type { LangTexts } from './pages';

/** Everything the server says about a page in one language (head, structured data, mail). */
export const LANG_TEXTS: Record<Lang, LangTexts> = {
  en: {
    dict: DICTIONARIES.en,
    content: contentEn,
    details: detailsEn,
    copy: COPY_EN,
    privacy: PRIVACY_EN,
    terms: TERMS_EN,
    consent: CONSENT_EN,
  },
  ru: {
    dict: DICTIONARIES.ru,
    content: contentRu,
    details: detailsRu,
    copy: COPY_RU,
    privacy: PRIVACY_RU,
    terms: TERMS_RU,
    consent: CONSENT_RU,
  },
};
