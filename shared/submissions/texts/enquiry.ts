import type { Widen } from '../../i18n/dictionary';

/**
 * What an enquiry says wherever it shows, in English and in Russian: its form's answers (the
 * dictionary's `enquiry`, which pages and islands render), the email that confirms it, a staff
 * reply's opening, its words on the desk and its items in the consent document (decision 0060).
 */
const en = {
  /** The contact form's answers and what it says once sent: the dictionary's `enquiry` (shared/i18n/). */
  form: {
    sentTitle: 'Message sent',
    sentText: 'Thank you for your message. We’ll get back to you soon!',
    errors: {
      phone: 'Phone number is required',
      project: 'Please tell us about your project',
      budget: 'Choose one of the budget ranges',
      malformed: 'The request could not be read as JSON',
      unsupportedType: 'Send the inquiry as JSON (Content-Type: application/json)',
      tooLarge: 'The inquiry is too large; please shorten it',
    },
  },
  /**
   * The email that confirms an enquiry to the visitor (submissions/emails/confirmation-email.ts); no
   * island reads it. Nothing the visitor typed is in it, their name neither; `{when}` is the day and
   * time in the zone their browser sent, or the day alone.
   */
  confirmationEmail: {
    subject: 'We have your message — Northbeam',
    greeting: 'Hello,',
    intro: 'Thank you for writing to Northbeam. We received your project inquiry {when}. Its reference number is #{id}.',
    promise:
      'A strategist from our team will reply within 24 hours, weekends included. If anything changes in the meantime, simply reply to this email.',
    notYou: 'If you did not send this message, you can ignore this email: we will not write again unless you contact us.',
    signature: 'The Northbeam team',
  },
  /**
   * The studio's notification of one (submissions/emails/notification-email.ts): its first line and
   * subject, the reply it promised, and the labels of its own fields with NOTIFY_DETAILS=full.
   */
  notification: {
    title: 'New project inquiry #{id} from the website',
    promise: 'within 24 hours',
    labels: {
      company: 'Company',
      budget: 'Budget',
      project: 'Project',
    },
  },
  /** A staff reply's subject (when the sender has no confirmation to continue) and the line the desk's composer opens with (submissions/emails/reply-email.ts). */
  reply: {
    subject: 'Re: Your project inquiry #{id} — Northbeam',
    body: 'Thank you for telling us about your project.',
  },
  /**
   * On the desk: its list's name (in the desk's bar, and the list's heading), a record's title
   * and link back, its status's words (`statusTabs` name the list's tabs) and its consent's purpose.
   */
  desk: {
    list: 'Enquiries',
    title: 'Enquiry {id}',
    back: 'Back to the enquiries',
    status: 'Status',
    setStatus: 'Mark as',
    statusOf: { new: 'New', replied: 'Replied', archived: 'Archived', spam: 'Spam' },
    statusTabs: { new: 'New', replied: 'Replied', archived: 'Archived', spam: 'Spam' },
    statusEvent: 'Marked as {status}',
    /** What it promised, after when its reply is due on a record's page (desk/promise/); a kind that promises no reply has none. */
    promised: 'promised within 24 hours',
    purpose: 'Answering an enquiry',
  },
  /** Its items in the consent document's purposes, data and term (shared/content/legal/consent-*.ts). */
  consent: {
    purpose: {
      term: 'An inquiry',
      text: 'To read and answer your inquiry about a project, to prepare a proposal if you ask for one, and to continue the conversation you started, by email or by phone.',
    },
    data: {
      term: 'From an inquiry',
      text: 'Your name, email address, phone number and message, and your company name and budget range if you give them.',
    },
    duration: {
      term: 'An inquiry',
      text: '{enquiryMonths} after the inquiry last changed: when it arrived, or our latest note, reply or change of its status.',
    },
  },
} as const;

/** The same in Russian, typed by the English: a key in one language only does not compile. */
const ru: Widen<typeof en> = {
  form: {
    sentTitle: 'Сообщение отправлено',
    sentText: 'Спасибо за сообщение! Мы скоро с вами свяжемся.',
    errors: {
      phone: 'Укажите номер телефона',
      project: 'Расскажите немного о проекте',
      budget: 'Выберите один из диапазонов бюджета',
      malformed: 'Не удалось прочитать запрос как JSON',
      unsupportedType: 'Отправьте заявку в формате JSON (Content-Type: application/json)',
      tooLarge: 'Заявка слишком большая — сократите её, пожалуйста',
    },
  },
  /** The email that confirms an enquiry to the visitor (confirmation-email.ts). */
  confirmationEmail: {
    subject: 'Мы получили ваше сообщение — Northbeam',
    greeting: 'Здравствуйте!',
    intro: 'Спасибо, что написали в Northbeam. Мы получили вашу заявку на проект {when}, её номер — {id}.',
    promise:
      'Стратег нашей команды ответит в течение 24 часов, в том числе в выходные. Если за это время что-то изменится, просто ответьте на это письмо.',
    notYou:
      'Если вы не отправляли это сообщение, просто не обращайте внимания на письмо: мы не напишем снова, пока вы сами не свяжетесь с нами.',
    signature: 'Команда Northbeam',
  },
  notification: {
    title: 'Новая заявка на проект с сайта, номер {id}',
    promise: 'в течение 24 часов',
    labels: {
      company: 'Компания',
      budget: 'Бюджет',
      project: 'Проект',
    },
  },
  /** A staff reply's subject (when the sender has no confirmation to continue) and the line the desk's composer opens with (submissions/emails/reply-email.ts). */
  reply: {
    subject: 'Re: Ваша заявка на проект (номер {id}) — Northbeam',
    body: 'Спасибо, что рассказали нам о своём проекте.',
  },
  desk: {
    list: 'Заявки',
    title: 'Заявка {id}',
    back: 'К списку заявок',
    status: 'Статус',
    setStatus: 'Отметить как',
    statusOf: { new: 'Новая', replied: 'Отвечена', archived: 'В архиве', spam: 'Спам' },
    statusTabs: { new: 'Новые', replied: 'Отвечены', archived: 'В архиве', spam: 'Спам' },
    statusEvent: 'Статус: {status}',
    promised: 'обещан ответ в течение 24 часов',
    purpose: 'Ответ на заявку',
  },
  consent: {
    purpose: {
      term: 'Заявка',
      text: 'Прочитать заявку на проект и ответить на неё, по вашей просьбе подготовить коммерческое предложение и продолжить начатый вами разговор — по почте или по телефону.',
    },
    data: {
      term: 'Из заявки',
      text: 'Имя, адрес электронной почты, номер телефона и текст сообщения, а также название компании и бюджет, если вы их указали.',
    },
    duration: {
      term: 'Заявка',
      text: '{enquiryMonths} после последнего изменения заявки: её получения или нашей последней заметки, ответа или смены статуса.',
    },
  },
};

export const enquiryTexts = { en, ru } as const;
