/** The public site's server-only texts in Russian: the offline and error pages, and the answers of its endpoints. */
import type { Widen } from '../../shared/i18n/dictionary';
import type { en } from './en';

export const ru: Widen<typeof en> = {
  offline: {
    title: 'Нет подключения к интернету',
    message:
      'Эта страница ещё не сохранена на устройстве, поэтому без сети она не откроется. Страницы, которые вы уже посещали, по-прежнему доступны. Проверьте подключение и попробуйте ещё раз.',
    retry: 'Попробовать ещё раз',
    home: 'На главную',
  },
  errorPage: {
    server: {
      title: 'Что-то пошло не так',
      message:
        'Сейчас мы не смогли показать эту страницу. Ошибка на нашей стороне, а не у вас: попробуйте ещё раз через минуту или начните с главной.',
    },
    request: {
      title: 'Не удалось прочитать адрес',
      message: 'В адресе есть символы, недопустимые в веб-адресе. Проверьте, нет ли в нём опечатки, или начните с главной.',
    },
    retry: 'Попробовать ещё раз',
    home: 'На главную',
  },
  /** Answers of the site's endpoints: the content API, IndexNow, web vitals. */
  api: {
    indexNowDisabled: 'IndexNow на этом сайте не настроен.',
    indexNowInvalid: 'Отправьте JSON с полями url, key и keyLocation — каждое с корректным значением.',
    indexNowWrongKey: 'Ключ или его адрес не совпадает с ключом IndexNow этого сайта.',
    indexNowNotOurPage: 'Отправлять можно только страницы этого сайта.',
    contentLang: 'Укажите язык: ?lang=en или ?lang=ru.',
    vitalsUnsupportedType: 'Отправляйте показатели Web Vitals в формате JSON (Content-Type: application/json).',
    vitalsTooMany: 'С этого адреса пришло слишком много отчётов Web Vitals. Повторите через {minutes} мин.',
    vitalsTooLarge: 'Отчёт Web Vitals слишком большой.',
    vitalsMalformed: 'Отчёт Web Vitals — некорректный JSON.',
    vitalsShape: 'Отправьте {"samples": [...]} — от 1 до {max} измерений.',
    vitalsPath: 'В каждом измерении должен быть путь страницы этого сайта, например /ru/blog.',
    vitalsName: 'Показатель должен быть одним из LCP, CLS, INP, FCP или TTFB.',
    vitalsValue: 'Значение должно быть числом от 0 до предела этого показателя.',
    vitalsId: 'Идентификатор измерения — от 1 до 64 латинских букв, цифр, точек, дефисов или подчёркиваний.',
    vitalsUnavailable: 'Сейчас не удаётся сохранить показатели Web Vitals.',
  },
};
