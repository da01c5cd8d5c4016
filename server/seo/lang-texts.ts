import { details as detailsEn, content as contentEn } from '../../shared/content/content-en';
import { details as detailsRu, content as contentRu } from '../../shared/content/content-ru';
import { PRIVACY as PRIVACY_EN } from '../../shared/content/legal/privacy-en';
import { PRIVACY as PRIVACY_RU } from '../../shared/content/legal/privacy-ru';
import { TERMS as TERMS_EN } from '../../shared/content/legal/terms-en';
import { TERMS as TERMS_RU } from '../../shared/content/legal/terms-ru';
import { PAGE_COPY as COPY_EN } from '../../shared/content/pages/en';
import { PAGE_COPY as COPY_RU } from '../../shared/content/pages/ru';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import type { Lang } from '../../shared/i18n/langs';
import type { LangTexts } from '../../shared/pages';

/** Everything the server says about a page in one language (head, structured data, mail). */
export const LANG_TEXTS: Record<Lang, LangTexts> = {
  en: { dict: DICTIONARIES.en, content: contentEn, details: detailsEn, copy: COPY_EN, privacy: PRIVACY_EN, terms: TERMS_EN },
  ru: { dict: DICTIONARIES.ru, content: contentRu, details: detailsRu, copy: COPY_RU, privacy: PRIVACY_RU, terms: TERMS_RU },
};
