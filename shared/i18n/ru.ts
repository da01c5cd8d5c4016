import type { Dictionary } from './dictionary';

export const ru: Dictionary = {
  meta: {
    siteName: 'Northbeam',
    tagline: 'Студия цифровых продуктов',
    defaultDescription:
      'Northbeam — студия цифровых продуктов из Вайоминга и с Бали: стратегия, UX/UI-дизайн, веб- и мобильная разработка, рост продукта.',
  },
  a11y: {
    skipToContent: 'Перейти к содержанию',
    mainNav: 'Основная навигация',
    footerNav: 'Нижнее меню',
    breadcrumb: 'Навигационная цепочка',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    languageSwitch: 'Язык',
    homeLink: 'Northbeam — на главную',
  },
  nav: {
    home: 'Главная',
    services: 'Услуги',
    work: 'Проекты',
    about: 'О студии',
    blog: 'Блог',
    careers: 'Карьера',
    contact: 'Контакты',
    startProject: 'Обсудить проект',
  },
  pages: {
    home: 'Проектируем и разрабатываем цифровые продукты, к которым возвращаются',
    projects: 'Проекты',
    project: 'Проект',
    services: 'Услуги',
    service: 'Услуги',
    blog: 'Блог',
    post: 'Статья',
    about: 'О студии',
    careers: 'Карьера',
    job: 'Вакансия',
    contact: 'Связаться с нами',
    privacy: 'Политика конфиденциальности',
    terms: 'Условия использования',
    sitemap: 'Карта сайта',
  },
  footer: {
    about:
      'Студия цифровых продуктов из Шайенна (Вайоминг) со вторым офисом в Денпасаре на Бали. Стратегия, дизайн и разработка под одной крышей с 2014 года.',
    servicesTitle: 'Услуги',
    companyTitle: 'Компания',
    legalTitle: 'Документы',
    followUs: 'Мы в соцсетях',
    rights: '© Northbeam Studio LLC, {year}. Все права защищены.',
    services: {
      strategy: 'Продуктовая стратегия',
      design: 'UX/UI-дизайн',
      mobile: 'Мобильная разработка',
      web: 'Веб-разработка',
      growth: 'Маркетинг роста',
    },
  },
  notFound: {
    title: '404 — страница не найдена',
    hint: 'Возможно, страницу забыли добавить в маршрутизатор?',
    back: 'Вернуться на главную',
  },
};
