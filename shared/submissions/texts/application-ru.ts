import type { Widen } from '../../i18n/dictionary';
import type { applicationEn } from './application-en';

/** What a job application says, in Russian, wherever it shows (application-en.ts). */
export const applicationRu: Widen<typeof applicationEn> = {
  form: {
    title: 'Откликнуться на вакансию',
    intro:
      'Расскажите немного о себе и приложите резюме. Каждый отклик читает кто-то из нашей команды, и мы отвечаем в течение пяти рабочих дней.',
    name: 'Имя',
    email: 'Электронная почта',
    phone: 'Телефон',
    portfolio: 'Портфолио или LinkedIn',
    portfolioHint: 'Ссылка, начинающаяся с http:// или https://',
    note: 'Пара слов о себе',
    notePlaceholder: 'Чем вас привлекает эта роль и на что в ваших работах стоит посмотреть в первую очередь?',
    cv: 'Резюме',
    cvHint: 'PDF, DOC или DOCX, не больше 5 МБ',
    submit: 'Отправить отклик',
    sending: 'Отправляем…',
    sentTitle: 'Отклик отправлен',
    sentText: 'Спасибо! Ваш отклик и резюме дошли до нас, подтверждение придёт на вашу почту.',
    closedTitle: 'Набор на эту вакансию закрыт',
    closedText:
      'Отклики принимались до {date} включительно. Посмотрите открытые вакансии или пришлите портфолио на {email}, если хотите, чтобы мы учли вашу кандидатуру в будущем.',
    openPositions: 'Открытые вакансии',
    errors: {
      phone: 'Укажите номер телефона не короче 5 символов или оставьте поле пустым',
      portfolio: 'Укажите ссылку, начинающуюся с http:// или https://',
      note: 'Напишите хотя бы пару слов о себе — от 10 символов',
      cvMissing: 'Приложите резюме',
      cvType: 'Приложите резюме в формате PDF, DOC или DOCX',
      cvSize: 'Файл резюме должен быть не больше 5 МБ',
      job: 'Такой вакансии на сайте нет',
      closed: 'Набор на эту вакансию закрыт, отклики больше не принимаются',
      unsupportedType: 'Отправьте отклик как multipart/form-data',
      malformed: 'Не удалось прочитать отклик — отправьте его ещё раз',
    },
  },
  /** The email that confirms an application to the applicant; its time is Moscow time, as the enquiry's (application-emails.ts). */
  confirmationEmail: {
    subject: 'Ваш отклик на вакансию «{job}» — Northbeam',
    greeting: 'Здравствуйте!',
    intro:
      'Спасибо за интерес к вакансии «{job}» в Northbeam. Мы получили ваш отклик {date} в {time} по московскому времени, его номер — {id}.',
    promise:
      'Каждый отклик читает человек из нашей команды. Мы ответим в течение пяти рабочих дней при любом решении, а если захотим познакомиться, предложим время для первого звонка.',
    notYou:
      'Если вы не откликались на вакансию, просто не обращайте внимания на письмо: мы не напишем снова, пока вы сами не свяжетесь с нами.',
    signature: 'Команда Northbeam',
  },
  notification: {
    title: 'Новый отклик на вакансию «{job}» с сайта, номер {id}',
    promise: 'в течение пяти рабочих дней',
    labels: {
      portfolio: 'Портфолио',
      note: 'Сопроводительное сообщение',
    },
  },
  /** A staff reply's subject (when the sender has no confirmation to continue) and the line the desk's composer opens with (submissions/emails/reply-email.ts). */
  reply: {
    subject: 'Re: Ваш отклик на вакансию «{job}» — Northbeam',
    body: 'Спасибо за интерес к вакансии «{job}» в Northbeam.',
  },
  /**
   * On the desk: its list's name (in the desk's bar, and the list's heading), a record's title
   * and link back, its hiring stage's words (`statusTabs` name the list's tabs) and its consent's purpose.
   */
  desk: {
    list: 'Отклики',
    title: 'Отклик {id}',
    back: 'К списку откликов',
    status: 'Этап',
    setStatus: 'Перевести на этап',
    statusOf: {
      new: 'Новый',
      screening: 'Отбор',
      interview: 'Собеседование',
      offer: 'Предложение',
      hired: 'Принят',
      rejected: 'Отказ',
      spam: 'Спам',
    },
    statusTabs: {
      new: 'Новые',
      screening: 'Отбор',
      interview: 'Собеседование',
      offer: 'Предложение',
      hired: 'Приняты',
      rejected: 'Отказ',
      spam: 'Спам',
    },
    statusEvent: 'Этап: {status}',
    promised: 'обещан ответ в течение 5 рабочих дней',
    purpose: 'Рассмотрение отклика на вакансию',
  },
  /** Its items in the consent document's purposes, data and term (shared/content/legal/consent-*.ts). */
  consent: {
    purpose: {
      term: 'Отклик на вакансию',
      text: 'Рассмотреть вашу кандидатуру на выбранную вакансию, связаться с вами по поводу отклика и договориться о собеседованиях.',
    },
    data: {
      term: 'Из отклика',
      text: 'Вакансия, имя, адрес электронной почты, сопроводительное сообщение, резюме, а также номер телефона и ссылка на портфолио или профиль, если вы их указали.',
    },
    duration: {
      term: 'Отклик на вакансию',
      text: '{applicationMonths} после закрытия вакансии или отказа по отклику — в зависимости от того, что наступит раньше.',
    },
  },
};
