import type { Lang } from '../../shared/i18n/langs';

const en = {
  indexNowDisabled: 'IndexNow is not configured on this site.',
  indexNowInvalid: 'Send JSON with url, key and keyLocation, each a valid value.',
  indexNowWrongKey: 'The key or its location does not match this site’s IndexNow key.',
  indexNowNotOurPage: 'Only pages of this site can be submitted.',
  contentLang: 'Choose a language with ?lang=en or ?lang=ru.',
  vitalsUnsupportedType: 'Send web vitals as JSON (Content-Type: application/json).',
  vitalsTooMany: 'Too many web vitals reports from this address. Try again in {minutes} min.',
  vitalsTooLarge: 'This web vitals report is too large.',
  vitalsMalformed: 'This web vitals report is not valid JSON.',
  vitalsShape: 'Send {"samples": [...]} with 1 to {max} samples.',
  vitalsPath: 'Each sample must name a page of this site by its path, such as /en/blog.',
  vitalsName: 'The metric must be one of LCP, CLS, INP, FCP or TTFB.',
  vitalsValue: 'The value must be a number from 0 up to the metric’s limit.',
  vitalsId: 'The measurement id must be 1 to 64 letters, digits, dots, dashes or underscores.',
  vitalsUnavailable: 'Web vitals cannot be stored right now.',
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
    vitalsUnsupportedType: 'Отправляйте показатели Web Vitals в формате JSON (Content-Type: application/json).',
    vitalsTooMany: 'С этого адреса пришло слишком много отчётов Web Vitals. Повторите через {minutes} мин.',
    vitalsTooLarge: 'Отчёт Web Vitals слишком большой.',
    vitalsMalformed: 'Отчёт Web Vitals — некорректный JSON.',
    vitalsShape: 'Отправьте {"samples": [...]} — от 1 до {max} измерений.',
    vitalsPath: 'В каждом измерении должен быть путь страницы этого сайта, например /ru/blog.',
    vitalsName: 'Показатель должен быть одним из LCP, CLS, INP, FCP или TTFB.',
    vitalsValue: 'Значение должно быть числом от 0 до предела этого показателя.',
    vitalsId: 'Идентификатор измерения — от 1 до 64 латинских букв, цифр, точек, дефисов или подчёркиваний.',
    vitalsUnavailable: 'Сейчас не удаётся сохранить показатели Web Vitals.',
  },
};
