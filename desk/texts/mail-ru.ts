/** The admins' list of inbound mail that answers no record (issue 53), in Russian. */
import type { Widen } from '../../shared/i18n/dictionary';
import type { mailEn } from './mail-en';

export const mailRu: Widen<typeof mailEn> = {
  unmatched: {
    title: 'Письма без записи',
    intro:
      'Письма, пришедшие на адрес для ответов, которые не относятся ни к одной записи: адрес для ответа подделан или изменён, или отправитель написал на этот адрес сам. Прикрепите каждое к его записи или удалите.',
    from: 'От кого',
    received: 'Получено',
    kind: 'Что это',
    classes: { reply: 'Написано человеком', 'auto-reply': 'Автоответ', bounce: 'Сообщение о недоставке' },
    newWords: 'Что написано',
    noWords: 'Своего текста нет.',
    attachments: 'Вложения',
    noAttachments: 'Нет',
    noSubject: '(без темы)',
    attachHeading: 'Прикрепить к записи',
    recordKind: 'Раздел',
    number: 'Номер записи',
    attach: 'Прикрепить',
    discard: 'Удалить…',
    empty: 'Писем без записи нет. Здесь появляются письма, которые не относятся ни к одной записи.',
    older: 'Более ранние письма',
    attached: 'Письмо прикреплено: {record}.',
    discarded: 'Письмо и его вложения удалены.',
    errors: {
      number: 'Введите номер записи — целое число, например 42.',
      kind: 'Выберите раздел из списка.',
      missing: 'В разделе «{section}» нет записи с номером {number}.',
      gone: 'Этого письма уже нет в списке: его прикрепили или удалили.',
    },
    confirm: {
      question: 'Удалить письмо от {from}?',
      why: 'Письмо и его вложения будут удалены безвозвратно. Удаляйте только то, что не относится ни к одной записи, например спам.',
      yes: 'Удалить письмо',
      cancel: 'Оставить',
    },
  },
};
