import type { Lang } from '../../shared/i18n/langs';

const en = {
  indexNowDisabled: 'IndexNow is not configured on this site.',
  indexNowInvalid: 'Send JSON with url, key and keyLocation, each a valid value.',
  indexNowWrongKey: 'The key or its location does not match this site’s IndexNow key.',
  indexNowNotOurPage: 'Only pages of this site can be submitted.',
  contentLang: 'Choose a language with ?lang=en or ?lang=ru.',
};

/** Answers of the API endpoints other than the enquiry's (those live in the dictionaries, the form shows them). */
export const API_MESSAGES: Record<Lang, typeof en> = {
  en,
  ru: {
    indexNowDisabled: 'IndexNow на этом сайте не настроен.',
    indexNowInvalid: 'Отправьте JSON с полями url, key и keyLocation — каждое с корректным значением.',
    indexNowWrongKey: 'Ключ или его адрес не совпадает с ключом IndexNow этого сайта.',
    indexNowNotOurPage: 'Отправлять можно только страницы этого сайта.',
    contentLang: 'Укажите язык: ?lang=en или ?lang=ru.',
  },
};
