/** What the server answers any API request it cannot serve, in Russian (platform/http/). */
import type { Widen } from '../../shared/i18n/dictionary';
import type { en } from './en';

export const ru: Widen<typeof en> = {
  api: {
    notFound: 'По этому адресу нет метода API.',
    badRequest: 'Не удалось разобрать запрос. Проверьте его адрес и тело и отправьте ещё раз.',
    databaseUnavailable: 'База данных сейчас не отвечает. Попробуйте через минуту.',
    serverError: 'Ошибка на нашей стороне. Повторите запрос через минуту.',
  },
};
