import type { Widen } from '../../i18n/dictionary';

/**
 * What a job application says wherever it shows, in English and in Russian: its form (the
 * dictionary's `application`, which the job pages and their islands render), the email that
 * confirms it, a staff reply's opening, its words on the desk and its items in the consent
 * document (decision 0060).
 */
const en = {
  /** The application form on each job page (site/components/application-form.tsx) and the answers of POST /api/applications. */
  form: {
    title: 'Apply for this position',
    intro:
      'Tell us a little about yourself and attach your résumé. A person on our team reads every application and replies within five business days.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    portfolio: 'Portfolio or LinkedIn',
    portfolioHint: 'A link that starts with http:// or https://',
    note: 'A short note',
    notePlaceholder: 'What draws you to this role, and what should we look at first in your work?',
    cv: 'Résumé/CV',
    cvHint: 'PDF, DOC or DOCX, up to 5 MB',
    submit: 'Send application',
    sending: 'Sending...',
    sentTitle: 'Application sent',
    sentText: 'Thank you. Your application and résumé reached us, and a confirmation is on its way to your inbox.',
    closedTitle: 'This position is closed',
    closedText:
      'The last day to apply was {date}. Have a look at the open positions, or send your portfolio to {email} if you would like us to keep you in mind.',
    openPositions: 'See the open positions',
    errors: {
      phone: 'Enter a phone number of at least 5 characters, or leave the field empty',
      portfolio: 'Enter a link that starts with http:// or https://',
      note: 'Please write a few words about yourself (at least 10 characters)',
      cvMissing: 'Attach your résumé',
      cvType: 'Attach your résumé as a PDF, DOC or DOCX file',
      cvSize: 'The résumé must be 5 MB or smaller',
      job: 'There is no such position on this site',
      closed: 'This position is closed and no longer takes applications',
      unsupportedType: 'Send the application as multipart/form-data',
      malformed: 'The application could not be read; please send it again',
    },
  },
  /** The email that confirms an application to the applicant (submissions/emails/application-emails.ts); no island reads it. */
  confirmationEmail: {
    subject: 'Your application for {job} — Northbeam',
    greeting: 'Hello,',
    intro:
      'Thank you for applying for the {job} position at Northbeam. We received your application {when}. Its reference number is #{id}.',
    promise:
      'A person on our hiring team reads every application. We will reply within five business days, whatever our decision, and if we would like to talk, we will suggest a time for a first call.',
    notYou: 'If you did not apply, you can ignore this email: we will not write again unless you contact us.',
    signature: 'The Northbeam team',
  },
  /**
   * The studio's notification of one (submissions/emails/notification-email.ts): its first line and
   * subject, the reply it promised, and the labels of its own fields with NOTIFY_DETAILS=full.
   */
  notification: {
    title: 'New application #{id} for the {job} position from the website',
    promise: 'within five business days',
    labels: {
      portfolio: 'Portfolio',
      note: 'Note',
    },
  },
  /** A staff reply's subject (when the sender has no confirmation to continue) and the line the desk's composer opens with (submissions/emails/reply-email.ts). */
  reply: {
    subject: 'Re: Your application for {job} — Northbeam',
    body: 'Thank you for applying for the {job} position at Northbeam.',
  },
  /**
   * On the desk: its list's name (in the desk's bar, and the list's heading), a record's title
   * and link back, its hiring stage's words (`statusTabs` name the list's tabs) and its consent's purpose.
   */
  desk: {
    list: 'Applications',
    title: 'Application {id}',
    back: 'Back to the applications',
    status: 'Stage',
    setStatus: 'Move to',
    statusOf: {
      new: 'New',
      screening: 'Screening',
      interview: 'Interview',
      offer: 'Offer',
      hired: 'Hired',
      rejected: 'Rejected',
      spam: 'Spam',
    },
    statusTabs: {
      new: 'New',
      screening: 'Screening',
      interview: 'Interview',
      offer: 'Offer',
      hired: 'Hired',
      rejected: 'Rejected',
      spam: 'Spam',
    },
    statusEvent: 'Moved to {status}',
    /** What it promised, after when its reply is due on a record's page (desk/promise/); a kind that promises no reply has none. */
    promised: 'promised within 5 business days',
    purpose: 'Considering a job application',
  },
  /** Its items in the consent document's purposes, data and term (shared/content/legal/consent-*.ts). */
  consent: {
    purpose: {
      term: 'A job application',
      text: 'To consider your application for the position you chose, to contact you about it and to arrange interviews.',
    },
    data: {
      term: 'From a job application',
      text: 'The position, your name, email address and note, your résumé, and your phone number and portfolio or profile link if you give them.',
    },
    duration: {
      term: 'A job application',
      text: '{applicationMonths} after the position closes or we turn your application down, whichever comes first.',
    },
  },
} as const;

/** The same in Russian, typed by the English: a key in one language only does not compile. */
const ru: Widen<typeof en> = {
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
  /** The email that confirms an application to the applicant (application-emails.ts). */
  confirmationEmail: {
    subject: 'Ваш отклик на вакансию «{job}» — Northbeam',
    greeting: 'Здравствуйте!',
    intro: 'Спасибо за интерес к вакансии «{job}» в Northbeam. Мы получили ваш отклик {when}, его номер — {id}.',
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

export const applicationTexts = { en, ru } as const;
