/**
 * Fills a scratch database with N submissions (100,000 by default) as the site would have stored
 * them over two years, for measuring the desk at that size (`npm run bench -- --submissions N`):
 * enquiries and job applications in English and Russian, with their consent ledger, emails,
 * waits for a reply, history (assignments, notes, replies, status changes) and CV files. Written
 * in batches of one transaction each through the project's schema, not over HTTP.
 *
 *   npx tsx scripts/bench/seed-submissions.ts --submissions 100000   (DATABASE_URL, else DATABASE_PATH or data/seed.db)
 *
 * It refuses a database that already holds submissions: it is for a scratch one.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Table } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { cvDirOf } from '../../platform/database/cv-files';
import { openDatabase, type Db } from '../../platform/database/open-database';
import { cvFiles } from '../../platform/database/schema-pg-only';
import { consentVersions } from '../../site';
import { BUDGETS } from '../../shared/content/budgets';
import { JOBS } from '../../shared/content/.generated/jobs';
import { DAY_MS } from '../../shared/day';
import type { Lang } from '../../shared/i18n/langs';
import { DEFAULT_RETENTION } from '../../shared/retention-periods';
import type { SubmissionStatus } from '../../shared/submissions/statuses';

const HOUR_MS = 60 * 60_000;
/** The span the submissions arrived over: a little over two years, so that retention finds some due. */
const SPAN_DAYS = 760;
const BATCH = 1_000;
const MAIL_DOMAIN = 'studio.example';

/** The address whose data `npm run subject` exports and erases in the bench: a few submissions of each kind. */
export const SEEDED_SUBJECT = 'returning.client@northbeam.example';

/** The same numbers each run (mulberry32), so two databases seeded alike hold the same rows. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    between: (low: number, high: number) => low + next() * (high - low),
  };
}
type Random = ReturnType<typeof randomSource>;

// Names as [shown, in an address]; Russian ones with their Latin spelling.
const EN_FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Ethan',
  'Sophia',
  'Mason',
  'Isabella',
  'Lucas',
  'Mia',
  'James',
  'Harper',
  'Benjamin',
  'Amelia',
  'Daniel',
  'Charlotte',
  'Henry',
  'Grace',
  'Samuel',
  'Chloe',
  'Owen',
  'Nora',
  'Caleb',
  'Hannah',
  'Julian',
  'Zoe',
  'Adrian',
  'Leah',
  'Marcus',
];
const EN_LAST = [
  'Carter',
  'Nguyen',
  'Patel',
  'Brooks',
  'Sullivan',
  'Reyes',
  'Hughes',
  'Foster',
  'Kim',
  'Bennett',
  'Morales',
  'Hayes',
  'Price',
  'Coleman',
  'Jenkins',
  'Perry',
  'Russell',
  'Griffin',
  'Diaz',
  'Wallace',
  'Fletcher',
  'Holt',
  'Marsh',
  'Okafor',
  'Lindqvist',
  'Chen',
  'Romero',
  'Fischer',
  'Doyle',
  'Whitaker',
];
const RU_PEOPLE: [first: [string, string], last: [string, string], female: boolean][] = [];
const RU_MEN: [string, string][] = [
  ['Алексей', 'aleksei'],
  ['Дмитрий', 'dmitry'],
  ['Иван', 'ivan'],
  ['Сергей', 'sergei'],
  ['Андрей', 'andrei'],
  ['Михаил', 'mikhail'],
  ['Николай', 'nikolai'],
  ['Павел', 'pavel'],
  ['Артём', 'artem'],
  ['Егор', 'egor'],
  ['Кирилл', 'kirill'],
  ['Максим', 'maksim'],
  ['Роман', 'roman'],
  ['Тимур', 'timur'],
  ['Глеб', 'gleb'],
];
const RU_WOMEN: [string, string][] = [
  ['Анна', 'anna'],
  ['Мария', 'maria'],
  ['Екатерина', 'ekaterina'],
  ['Ольга', 'olga'],
  ['Наталья', 'natalia'],
  ['Татьяна', 'tatiana'],
  ['Юлия', 'yulia'],
  ['Ксения', 'ksenia'],
  ['Дарья', 'daria'],
  ['Алина', 'alina'],
  ['Светлана', 'svetlana'],
  ['Вера', 'vera'],
  ['Полина', 'polina'],
  ['Елена', 'elena'],
  ['Софья', 'sofia'],
];
// Surnames as the man's form; a woman's adds «а».
const RU_LAST: [string, string][] = [
  ['Иванов', 'ivanov'],
  ['Смирнов', 'smirnov'],
  ['Кузнецов', 'kuznetsov'],
  ['Попов', 'popov'],
  ['Соколов', 'sokolov'],
  ['Лебедев', 'lebedev'],
  ['Козлов', 'kozlov'],
  ['Новиков', 'novikov'],
  ['Морозов', 'morozov'],
  ['Волков', 'volkov'],
  ['Соловьёв', 'solovyov'],
  ['Васильев', 'vasiliev'],
  ['Зайцев', 'zaitsev'],
  ['Павлов', 'pavlov'],
  ['Семёнов', 'semenov'],
  ['Голубев', 'golubev'],
  ['Виноградов', 'vinogradov'],
  ['Богданов', 'bogdanov'],
  ['Воробьёв', 'vorobyov'],
  ['Фёдоров', 'fedorov'],
];
for (const first of RU_MEN) for (const last of RU_LAST) RU_PEOPLE.push([first, last, false]);
for (const first of RU_WOMEN) for (const last of RU_LAST) RU_PEOPLE.push([first, last, true]);

const EN_COMPANY_FIRST = [
  'Northwind',
  'Bluebird',
  'Harbor',
  'Cedar',
  'Summit',
  'Brightline',
  'Redwood',
  'Lumen',
  'Meridian',
  'Copperleaf',
  'Ironbridge',
  'Tidewater',
  'Silverpine',
  'Foxglove',
  'Granite',
];
const EN_COMPANY_LAST = [
  'Health',
  'Logistics',
  'Analytics',
  'Dental',
  'Foods',
  'Realty',
  'Labs',
  'Outfitters',
  'Insurance',
  'Learning',
  'Fitness',
  'Energy',
  'Travel',
  'Legal',
  'Studios',
];
const RU_COMPANY = [
  'Северный ветер',
  'Технопарк',
  'Зелёная миля',
  'Кондитерская «Берёзка»',
  'Клиника «Доктор рядом»',
  'Агрохолдинг «Поле»',
  'Логистик-Сервис',
  'Школа «Азбука»',
  'Стройинвест',
  'Ювелирный дом «Грань»',
  'Фитнес-клуб «Пульс»',
  'Книжный «Переплёт»',
  'Турагентство «Компас»',
  'Автосалон «Магистраль»',
  'Пекарня «Колосок»',
];
const MAIL_HOSTS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me', 'yandex.ru', 'mail.ru'];

const EN_PROJECT = {
  opening: ['Hi there,', 'Hello,', 'Good morning,', 'Hi team,', 'Hello from our side,', 'Dear studio,'],
  what: [
    'we are looking for a partner to rebuild our online store on a modern stack.',
    'we need a mobile app for booking appointments at our clinics.',
    'our customer portal is slow and hard to use, and we want it redesigned.',
    'we are launching a subscription service and need the web app and the billing behind it.',
    'we would like a new marketing site with a blog and a careers section.',
    'we want to replace our spreadsheets with an internal dashboard for the warehouse team.',
    'we need an iOS and Android app for our loyalty program.',
    'we are planning a booking platform for local tour guides.',
    'our checkout loses too many customers and we need help finding out why.',
    'we need an accessibility review of our website before the new rules apply.',
  ],
  detail: [
    'The current system runs on an old PHP framework that nobody wants to touch.',
    'We have about 40,000 active customers, most of them on phones.',
    'Our designers have prepared wireframes, but we need help with the visual design.',
    'It has to work with our existing CRM and send data to our accounting software.',
    'We already have an API, documented in OpenAPI, that the app should use.',
    'Search and filtering matter most: people browse hundreds of products.',
    'The site must be available in English and Spanish from the start.',
    'Security is important to us, since we handle medical records.',
    'We expect the traffic to triple during the holiday season.',
    'Our in-house team of two developers would like to keep working on it after launch.',
  ],
  when: [
    'We hope to launch before the end of the quarter.',
    'Ideally we would start next month.',
    'There is no fixed deadline, but sooner is better.',
    'The launch is planned for the spring.',
    'We need a first version for a trade show in three months.',
  ],
  closing: [
    'Could we schedule a call this week?',
    'Please let me know what you would need from us to give an estimate.',
    'Looking forward to hearing from you.',
    'Do you have case studies of similar projects?',
    'Thanks, and have a great day!',
  ],
};

const RU_PROJECT = {
  opening: ['Здравствуйте!', 'Добрый день!', 'Доброе утро!', 'Привет!', 'Здравствуйте, коллеги!', 'Добрый вечер!'],
  what: [
    'Мы ищем подрядчика, чтобы переделать интернет-магазин на современном стеке.',
    'Нам нужно мобильное приложение для записи к врачам в наших клиниках.',
    'Личный кабинет клиента работает медленно и неудобен, хотим его переработать.',
    'Запускаем сервис по подписке, нужны веб-приложение и биллинг к нему.',
    'Хотим новый сайт компании с блогом и разделом вакансий.',
    'Хотим заменить таблицы на внутреннюю панель для сотрудников склада.',
    'Нужно приложение для iOS и Android для программы лояльности.',
    'Планируем платформу для бронирования экскурсий у местных гидов.',
    'На оформлении заказа теряем слишком много покупателей, нужна помощь с анализом.',
    'Нужен аудит доступности сайта до вступления в силу новых требований.',
  ],
  detail: [
    'Текущая система написана на старом PHP-фреймворке, поддерживать её всё сложнее.',
    'У нас около 40 000 активных клиентов, большинство заходит с телефонов.',
    'Прототипы уже готовы, но нужна помощь с визуальным дизайном.',
    'Всё должно работать с нашей CRM и передавать данные в 1С.',
    'У нас уже есть API с документацией в OpenAPI, приложение должно работать через него.',
    'Важнее всего поиск и фильтры: в каталоге несколько тысяч товаров.',
    'Сайт с самого начала должен быть на русском и английском.',
    'Для нас важна безопасность: мы работаем с медицинскими данными.',
    'В сезон распродаж посещаемость вырастает втрое.',
    'После запуска проект будут развивать два наших разработчика.',
  ],
  when: [
    'Хотим запуститься до конца квартала.',
    'В идеале начать в следующем месяце.',
    'Жёсткого срока нет, но чем раньше, тем лучше.',
    'Запуск планируем весной.',
    'Первая версия нужна к выставке через три месяца.',
  ],
  closing: [
    'Можем созвониться на этой неделе?',
    'Подскажите, что нужно от нас для оценки.',
    'Будем рады ответу.',
    'Есть ли у вас похожие проекты в портфолио?',
    'Спасибо, хорошего дня!',
  ],
};

const EN_NOTE = [
  'I have been building web applications for six years, mostly with React and TypeScript.',
  'At my last job I led the redesign of a banking app used by two million people.',
  'I enjoy working closely with designers and turning rough ideas into working prototypes.',
  'I moved into product work after several years as a frontend developer.',
  'My portfolio has case studies of a fintech dashboard and a travel booking app.',
  'I am looking for a team that cares about accessibility and performance.',
  'I can start in a month and am happy to work remotely or from the office.',
];
const RU_NOTE = [
  'Шесть лет разрабатываю веб-приложения, в основном на React и TypeScript.',
  'На прошлом месте вёл редизайн банковского приложения с двумя миллионами пользователей.',
  'Люблю работать вместе с дизайнерами и превращать идеи в работающие прототипы.',
  'Пришла в продуктовую работу после нескольких лет во фронтенде.',
  'В портфолио есть кейсы финтех-дашборда и приложения для бронирования путешествий.',
  'Ищу команду, которой важны доступность и производительность.',
  'Могу выйти через месяц, готов работать удалённо или в офисе.',
];
const STAFF_NOTES: Record<Lang, string[]> = {
  en: [
    'Called back, they want an estimate by Friday.',
    'Budget looks tight; offer a smaller first phase.',
    'Asked for the wireframes.',
    'Good fit for the mobile team.',
    'Strong portfolio, schedule a call.',
  ],
  ru: [
    'Перезвонили, ждут оценку к пятнице.',
    'Бюджет небольшой, предложить первый этап поменьше.',
    'Попросили прислать прототипы.',
    'Подходит для мобильной команды.',
    'Сильное портфолио, назначить звонок.',
  ],
};
const REPLIES: Record<Lang, string[]> = {
  en: [
    'Thank you for reaching out! Could you tell us a little more about your timeline?',
    'Thanks for the details. Does Thursday at 3 p.m. work for a call?',
    'Thank you for applying. We would like to invite you to a short interview.',
  ],
  ru: [
    'Спасибо за обращение! Расскажите, пожалуйста, подробнее о сроках.',
    'Спасибо за подробности. Удобно ли созвониться в четверг в 15:00?',
    'Спасибо за отклик! Приглашаем вас на короткое собеседование.',
  ],
};

/** A minimal PDF: what a CV's file holds here (its contents do not matter to the desk). */
const CV_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const STAFF = [
  ['Sam Lee', 'sales'],
  ['Priya Shah', 'sales'],
  ['Мария Орлова', 'sales'],
  ['Игорь Титов', 'sales'],
  ['Dana Fox', 'recruiting'],
  ['Анна Белова', 'recruiting'],
] as const;

interface Member {
  id: number;
  email: string;
}

interface Person {
  name: string;
  email: string;
}

function personOf(random: Random, lang: Lang, serial: number): Person {
  if (lang === 'en') {
    const first = random.pick(EN_FIRST);
    const last = random.pick(EN_LAST);
    const local = random.pick([`${first}.${last}`, `${first[0]}${last}`, `${first}${serial % 100}`]).toLowerCase();
    return { name: `${first} ${last}`, email: `${local}@${random.pick(MAIL_HOSTS)}` };
  }
  const [[first, firstLatin], [last, lastLatin], female] = random.pick(RU_PEOPLE);
  return {
    name: `${first} ${last}${female ? 'а' : ''}`,
    email: `${firstLatin}.${lastLatin}${female ? 'a' : ''}${serial % 100}@${random.pick(MAIL_HOSTS)}`,
  };
}

const companyOf = (random: Random, lang: Lang) =>
  lang === 'en' ? `${random.pick(EN_COMPANY_FIRST)} ${random.pick(EN_COMPANY_LAST)}` : random.pick(RU_COMPANY);

function projectOf(random: Random, lang: Lang): string {
  const parts = lang === 'en' ? EN_PROJECT : RU_PROJECT;
  const sentences = [random.pick(parts.opening), random.pick(parts.what), random.pick(parts.detail)];
  if (random.chance(0.6)) sentences.push(random.pick(parts.detail));
  if (random.chance(0.7)) sentences.push(random.pick(parts.when));
  sentences.push(random.pick(parts.closing));
  return [...new Set(sentences)].join(' ');
}

const phoneOf = (random: Random, lang: Lang) =>
  lang === 'en'
    ? `+1 ${Math.floor(random.between(200, 999))} 555 ${String(Math.floor(random.between(0, 10_000))).padStart(4, '0')}`
    : `+7 9${Math.floor(random.between(10, 99))} ${Math.floor(random.between(100, 999))}-${Math.floor(random.between(10, 99))}-${Math.floor(random.between(10, 99))}`;

/** Where a record stands at `now`, by its age: recent ones still new, older ones moved on. */
function statusOf(random: Random, kind: 'enquiry' | 'application', ageDays: number): SubmissionStatus {
  if (random.chance(kind === 'enquiry' ? 0.08 : 0.04)) return 'spam';
  if (kind === 'enquiry') {
    if (ageDays < 2) return random.chance(0.6) ? 'new' : 'replied';
    if (random.chance(0.004)) return 'new';
    return random.chance(0.55) ? 'replied' : 'archived';
  }
  if (ageDays < 3) return random.chance(0.7) ? 'new' : 'screening';
  const stage = random.next();
  if (ageDays < 30) return stage < 0.4 ? 'screening' : stage < 0.7 ? 'interview' : stage < 0.8 ? 'offer' : 'rejected';
  return stage < 0.04 ? 'hired' : stage < 0.08 ? 'offer' : 'rejected';
}

export interface SeedReport {
  enquiries: number;
  applications: number;
  /** History entries, outbox rows and waits written with them. */
  events: number;
  emails: number;
  waits: number;
}

interface Planned {
  kind: 'enquiry' | 'application';
  number: number;
  at: Date;
  lang: Lang;
  person: Person;
  status: SubmissionStatus;
}

/**
 * Writes `count` submissions into an empty database, arrived over the last two years before
 * `now`, each as saveSubmission stores it and as staff then worked on it. `databasePath` places
 * the CV files on SQLite (cvs/ beside it); on PostgreSQL they are rows of cv_files.
 */
export async function seedSubmissions(db: Db, count: number, databasePath: string, now = new Date()): Promise<SeedReport> {
  const { submissions, submissionNumbers, submissionEvents, emailOutbox, replyWaits } = db.tables;
  if ((await db.select({ id: submissions.id }).from(submissions).limit(1)).length > 0)
    throw new Error('this database already holds submissions: seed a new one');
  const random = randomSource(20_261_205);
  const versions = consentVersions(DEFAULT_RETENTION);
  // The team the records are assigned to, as `npm run staff` would have added them long ago.
  const accounts = await db
    .insert(db.tables.staffAccounts)
    .values(
      STAFF.map(([name, role], index) => ({
        email: `team${index + 1}@${MAIL_DOMAIN}`,
        role,
        lang: /[а-я]/i.test(name) ? ('ru' as const) : ('en' as const),
        timeZone: 'UTC',
        userHandle: randomBytes(32).toString('base64url'),
        createdAt: new Date(now.getTime() - (SPAN_DAYS + 10) * DAY_MS),
        name,
      })),
    )
    .returning({ id: db.tables.staffAccounts.id, email: db.tables.staffAccounts.email, role: db.tables.staffAccounts.role });
  const staff = { sales: accounts.filter((one) => one.role === 'sales'), recruiting: accounts.filter((one) => one.role === 'recruiting') };
  const cvDir = cvDirOf(databasePath);
  if (db.engine === 'sqlite') mkdirSync(cvDir, { recursive: true });

  // Arrival times first, sorted, so that numbers grow with time as they do on the site.
  const times = Array.from({ length: count }, () => now.getTime() - random.next() ** 0.85 * SPAN_DAYS * DAY_MS).sort((a, b) => a - b);
  const numbers = { enquiry: 0, application: 0 };
  const report: SeedReport = { enquiries: 0, applications: 0, events: 0, emails: 0, waits: 0 };
  for (let start = 0; start < count; start += BATCH) {
    const planned: Planned[] = times.slice(start, start + BATCH).map((time, offset) => {
      const serial = start + offset;
      const kind = random.chance(0.75) ? 'enquiry' : 'application';
      const lang: Lang = random.chance(0.55) ? 'en' : 'ru';
      // Every 5,000th from the newest is the returning client whose data the bench exports and erases: the newest outlives retention.
      const person =
        (count - 1 - serial) % 5_000 === 0
          ? { name: lang === 'en' ? 'Robin Vale' : 'Робин Вейл', email: SEEDED_SUBJECT }
          : personOf(random, lang, serial);
      const at = new Date(time);
      return { kind, number: ++numbers[kind], at, lang, person, status: statusOf(random, kind, (now.getTime() - time) / DAY_MS) };
    });
    await db.transaction(async (tx) => {
      const files: { name: string; bytes: Buffer }[] = [];
      const rows = planned.map(({ kind, number, at, lang, person, status }) => {
        const assignee =
          status === 'spam' || (status === 'new' && random.chance(0.5))
            ? null
            : random.pick<Member>(staff[kind === 'enquiry' ? 'sales' : 'recruiting']);
        const replied = status !== 'spam' && status !== 'new' && (kind === 'enquiry' || random.chance(0.8));
        const repliedAt = replied ? new Date(Math.min(at.getTime() + random.between(0.5, 30) * HOUR_MS, now.getTime())) : null;
        let fields: Record<string, string | null>;
        let search: (string | null)[];
        let file = null;
        if (kind === 'enquiry') {
          const company = random.chance(0.7) ? companyOf(random, lang) : null;
          const project = projectOf(random, lang);
          fields = { phone: phoneOf(random, lang), company, project, budget: random.chance(0.8) ? random.pick(BUDGETS) : null };
          search = [person.name, person.email, company, project];
        } else {
          const job = random.pick(JOBS).slug;
          const note = [random.pick(lang === 'en' ? EN_NOTE : RU_NOTE), random.pick(lang === 'en' ? EN_NOTE : RU_NOTE)].join(' ');
          fields = {
            job,
            phone: random.chance(0.6) ? phoneOf(random, lang) : null,
            portfolio: random.chance(0.4) ? `https://portfolio.example/${number}` : null,
            note,
          };
          search = [person.name, person.email, job, note];
          file = {
            name: `seed-${number.toString(36)}-${Math.floor(random.next() * 1e9).toString(36)}`,
            original: `${person.name.split(' ')[1] ?? 'cv'}-cv.pdf`,
          };
          files.push({ name: file.name, bytes: CV_BYTES });
        }
        return { kind, number, at, lang, person, status, assignee, repliedAt, fields, search, file };
      });
      const stored = await tx
        .insert(submissions)
        .values(
          rows.map(({ kind, number, at, lang, person, status, assignee, repliedAt, fields, search, file }) => ({
            kind,
            number,
            createdAt: at,
            locale: lang,
            status,
            name: person.name,
            email: person.email,
            fields,
            searchText: search.filter((text) => text !== null).join('\n'),
            fileName: file?.name ?? null,
            fileType: file ? 'application/pdf' : null,
            fileBytes: file ? CV_BYTES.length : null,
            fileOriginalName: file?.original ?? null,
            assigneeId: assignee?.id ?? null,
            firstReplyAt: repliedAt,
            awaitingSince: repliedAt ? null : at,
            consentVersion: versions[lang],
            consentAt: at,
            consentAddress: `203.0.113.${(number % 250) + 1}`,
            consentLang: lang,
            consentPurpose: kind,
          })),
        )
        .returning({ id: submissions.id, kind: submissions.kind, number: submissions.number });
      const idOf = new Map(stored.map(({ id, kind, number }) => [`${kind}-${number}`, id]));
      const waits: (typeof replyWaits.$inferInsert)[] = [];
      const events: (typeof submissionEvents.$inferInsert & { reply?: boolean })[] = [];
      const emails: (typeof emailOutbox.$inferInsert)[] = [];
      for (const { kind, number, at, lang, person, status, assignee, repliedAt } of rows) {
        const submissionId = idOf.get(`${kind}-${number}`)!;
        waits.push({
          submissionId,
          startedAt: at,
          repliedAt,
          remindedAt:
            kind === 'enquiry' &&
            (!repliedAt || repliedAt.getTime() - at.getTime() > 20 * HOUR_MS) &&
            now.getTime() - at.getTime() > 20 * HOUR_MS
              ? new Date(at.getTime() + 20 * HOUR_MS)
              : null,
        });
        if (status === 'spam') continue;
        const sent = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
        emails.push({
          submissionId,
          kind: 'notification',
          status: 'sent',
          attempts: 1,
          nextAttemptAt: at,
          queuedAt: at,
          sentAt: sent(1),
          messageId: `<${kind}-${number}-notification@${MAIL_DOMAIN}>`,
        });
        emails.push({
          submissionId,
          kind: 'confirmation',
          recipient: person.email.toLowerCase(),
          status: 'sent',
          attempts: 1,
          nextAttemptAt: at,
          queuedAt: at,
          sentAt: sent(1),
          messageId: `<${kind}-${number}-confirmation@${MAIL_DOMAIN}>`,
        });
        let step = 1;
        const event = (kind: 'status' | 'note' | 'reply' | 'assign', detail: string, by: Member | undefined) => {
          const eventAt = new Date(Math.min(at.getTime() + step++ * random.between(0.2, 6) * HOUR_MS, now.getTime()));
          events.push({
            submissionId,
            at: eventAt,
            kind,
            detail,
            actorId: by?.id ?? null,
            actor: by?.email ?? null,
            reply: kind === 'reply',
          });
          return eventAt;
        };
        if (assignee) event('assign', assignee.email, assignee);
        if (random.chance(0.2)) event('note', random.pick(STAFF_NOTES[lang]), assignee ?? undefined);
        if (repliedAt)
          events.push({
            submissionId,
            at: repliedAt,
            kind: 'reply',
            detail: random.pick(REPLIES[lang]),
            actorId: assignee?.id ?? null,
            actor: assignee?.email ?? null,
            reply: true,
          });
        if (status !== 'new' && (kind === 'application' || status !== 'replied')) event('status', status, assignee ?? undefined);
      }
      for (const part of chunksOf(waits)) await tx.insert(replyWaits).values(part);
      for (const part of chunksOf(emails)) await tx.insert(emailOutbox).values(part);
      for (const part of chunksOf(events)) {
        const ids = await tx
          .insert(submissionEvents)
          .values(part.map(({ reply: _reply, ...row }) => row))
          .returning({ id: submissionEvents.id });
        // Each reply's email, sent, its message dropped as the outbox does once sent.
        const replies = part.flatMap((row, index) => (row.reply ? [{ row, id: ids[index]!.id }] : []));
        if (replies.length > 0)
          await tx.insert(emailOutbox).values(
            replies.map(({ row, id }) => ({
              submissionId: row.submissionId,
              kind: 'reply' as const,
              status: 'sent' as const,
              attempts: 1,
              nextAttemptAt: row.at,
              queuedAt: row.at,
              sentAt: row.at,
              messageId: `<reply-${id}@${MAIL_DOMAIN}>`,
              eventId: id,
            })),
          );
        report.emails += replies.length;
      }
      if (db.engine === 'postgres' && files.length > 0) await tx.insert(cvFiles).values(files);
      else for (const { name, bytes } of files) writeFileSync(join(cvDir, name), bytes);
      report.enquiries += rows.filter((row) => row.kind === 'enquiry').length;
      report.applications += rows.filter((row) => row.kind === 'application').length;
      report.events += events.length;
      report.emails += emails.length;
      report.waits += waits.length;
    });
  }
  for (const [kind, last] of Object.entries(numbers))
    if (last > 0)
      await db.insert(submissionNumbers).values({ kind, last }).onConflictDoUpdate({ target: submissionNumbers.kind, set: { last } });
  // What autovacuum would have done by now to tables that grew over two years: statistics, and the visibility map index-only scans read.
  await vacuumAsAutovacuumWould(db);
  return report;
}

/**
 * On PostgreSQL, what autovacuum does within its minute after many rows changed: until then the
 * planner's statistics and the visibility map are out of date, and counts read old row versions
 * too. `table` alone, or the whole database. Nothing on SQLite.
 */
export async function vacuumAsAutovacuumWould(db: Db, table?: Table): Promise<void> {
  if (db.engine !== 'postgres') return;
  await (db as unknown as NodePgDatabase).execute(table ? sql`VACUUM ANALYZE ${table}` : sql`VACUUM ANALYZE`);
}

/** Rows in parts small enough for one statement's parameters on either engine. */
function* chunksOf<T>(rows: T[], size = 500): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** `--submissions N`: a whole number of at least 1, else a one-line error. */
function submissionsArg(value: string): number {
  const count = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(count) || count < 1)
    throw new Error(`--submissions must be a whole number of at least 1, not "${value}"`);
  return count;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { submissions: { type: 'string', default: '100000' } } });
  const count = submissionsArg(values.submissions);
  const databasePath = process.env.DATABASE_PATH ?? join('data', 'seed.db');
  const db = await openDatabase({ DATABASE_URL: process.env.DATABASE_URL, DATABASE_PATH: databasePath });
  try {
    const report = await seedSubmissions(db, count, databasePath);
    console.log(
      `Seeded ${report.enquiries} enquiries and ${report.applications} applications (${report.events} history entries, ${report.emails} emails, ${report.waits} waits) into ${db.engine === 'postgres' ? 'DATABASE_URL' : databasePath}.`,
    );
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
