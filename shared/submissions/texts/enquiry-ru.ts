import type { Widen } from '../../i18n/dictionary';
import type { enquiryEn } from './enquiry-en';

/** What an enquiry says, in Russian, wherever it shows (enquiry-en.ts). */
export const enquiryRu: Widen<typeof enquiryEn> = {
  /** The contact form's answers and what it says once sent: the dictionary's `enquiry` (shared/i18n/). */
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
  /** The email that confirms an enquiry to the visitor; its time is Moscow time, which Russian readers reckon by (confirmation-email.ts). */
  confirmationEmail: {
    subject: 'Мы получили ваше сообщение — Northbeam',
    greeting: 'Здравствуйте!',
    intro: 'Спасибо, что написали в Northbeam. Мы получили вашу заявку на проект {date} в {time} по московскому времени, её номер — {id}.',
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
  /**
   * On the desk: its list's name (in the desk's bar, and the list's heading), a record's title
   * and link back, its status's words (`statusTabs` name the list's tabs) and its consent's purpose.
   */
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
  /** Its items in the consent document's purposes, data and term (shared/content/legal/consent-*.ts). */
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
