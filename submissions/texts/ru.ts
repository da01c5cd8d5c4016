/** The submissions' server-only texts in Russian: the emails to visitors and the data-request archive's header. */
import type { Widen } from '../../shared/i18n/dictionary';
import type { en } from './en';

export const ru: Widen<typeof en> = {
  /** The email that confirms an enquiry to the visitor (submissions/emails/confirmation-email.ts); no island reads it. */
  confirmationEmail: {
    subject: 'Мы получили ваше сообщение — Northbeam',
    greeting: 'Здравствуйте, {name}!',
    greetingWithoutName: 'Здравствуйте!',
    intro: 'Спасибо, что написали в Northbeam. Мы получили вашу заявку на проект {date} в {time}, её номер — {id}.',
    promise:
      'Стратег нашей команды ответит в течение 24 часов, в том числе в выходные. Если за это время что-то изменится, просто ответьте на это письмо.',
    notYou:
      'Если вы не отправляли это сообщение, просто не обращайте внимания на письмо: мы не напишем снова, пока вы сами не свяжетесь с нами.',
    signature: 'Команда Northbeam',
  },
  applicationEmail: {
    subject: 'Ваш отклик на вакансию «{job}» — Northbeam',
    greeting: 'Здравствуйте, {name}!',
    greetingWithoutName: 'Здравствуйте!',
    intro: 'Спасибо за интерес к вакансии «{job}» в Northbeam. Мы получили ваш отклик {date} в {time}, его номер — {id}.',
    promise:
      'Каждый отклик читает человек из нашей команды. Мы ответим в течение пяти рабочих дней при любом решении, а если захотим познакомиться, предложим время для первого звонка.',
    notYou:
      'Если вы не откликались на вакансию, просто не обращайте внимания на письмо: мы не напишем снова, пока вы сами не свяжетесь с нами.',
    signature: 'Команда Northbeam',
  },
  replyEmail: {
    greeting: 'Здравствуйте, {name}!',
    greetingWithoutName: 'Здравствуйте!',
    enquiry: {
      subject: 'Re: Ваша заявка на проект (номер {id}) — Northbeam',
      body: 'Спасибо, что рассказали нам о своём проекте.',
    },
    application: {
      subject: 'Re: Ваш отклик на вакансию «{job}» — Northbeam',
      body: 'Спасибо за интерес к вакансии «{job}» в Northbeam.',
    },
    signature: 'С уважением,\n{email}\nNorthbeam, студия цифровых продуктов',
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
      mentions: 'Заметки к записям других людей, где упомянуты этот адрес, имя или телефон из этих заявок и откликов.',
    },
  },
};
