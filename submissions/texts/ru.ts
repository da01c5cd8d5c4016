/** The submissions' server-only texts in Russian besides each kind's own (shared/submissions/texts/): the studio's notifications, a staff reply's template and the data-request archive's header. */
import type { Widen } from '../../shared/i18n/dictionary';
import type { en } from './en';

export const ru: Widen<typeof en> = {
  notificationEmail: {
    received: 'Время получения: {date}, {time} {zone}.',
    left: 'Мы обещали ответить {promise}: осталось {time}.',
    late: 'Мы обещали ответить {promise}: срок прошёл {time} назад.',
    link: 'Открыть в рабочем месте: {link}',
    withoutDetails: 'Данные отправителя есть только в рабочем месте: в это письмо они не попадают.',
    withDetails: 'Данные отправителя — ниже. Файлы к письму не прикладываются: скачайте их в рабочем месте.',
    labels: {
      name: 'Имя',
      email: 'Эл. почта',
      phone: 'Телефон',
      language: 'Язык',
    },
    notGiven: 'не указано',
  },
  confirmationEmail: {
    receivedAt: '{date} в {time} по вашему времени',
    receivedOn: '{date}',
  },
  replyEmail: {
    greeting: 'Здравствуйте, {name}!',
    greetingWithoutName: 'Здравствуйте!',
    closing: 'С уважением,',
    studio: 'Northbeam, студия цифровых продуктов',
    // No name: «Анна написала» needs the writer's gender, which the form does not ask.
    quoted: 'Ваше сообщение от {date}:',
    quotedWithoutName: 'Ваше сообщение от {date}:',
    from: '{name}, {studio}',
  },
  subjectArchive: {
    title: 'Персональные данные, которые сайт студии Northbeam хранит под одним адресом почты',
    dates: 'Время указано в UTC, в формате ISO 8601.',
    parts: {
      submissions:
        'Все заявки и отклики на вакансии, отправленные с этого адреса, в том виде, в каком они хранятся: поля формы, язык, статус, время получения и данное с ними согласие. Резюме лежит в этом архиве по пути из поля «cvInArchive».',
      history: 'Что с ними происходило после получения: смена статуса, заметки команды, отправленные ответы с их текстом, назначения.',
      emails:
        'Письма сайта о них или на этот адрес: какое письмо, состояние и время отправки. Текст письма составляется при отправке и не хранится — кроме тех, что ещё ждут отправки.',
      mail: 'Письма, которые студия получила с этого адреса или по этим заявкам и откликам: кто и когда прислал каждое, тема, новые слова и весь текст. Исходное письмо лежит в этом архиве по пути из поля «originalInArchive», а каждое сохранённое студией вложение — по пути из его поля «fileInArchive».',
      mentions: 'Заметки к записям других людей, где упомянуты этот адрес, имя или телефон из этих заявок и откликов.',
    },
  },
};
