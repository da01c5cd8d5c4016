import type { JobCardText, JobSlug } from '../types';

export const JOBS_TEXT: Record<JobSlug, JobCardText> = {
  'senior-react-developer': {
    title: 'Старший React-разработчик',
    department: 'Разработка',
    location: 'Удалённо (США)',
  },
  'product-designer': {
    title: 'Продуктовый дизайнер',
    department: 'Дизайн',
    location: 'Нью-Йорк',
  },
  'ios-developer': {
    title: 'iOS-разработчик',
    department: 'Разработка',
    location: 'Лондон',
  },
  'product-strategist': {
    title: 'Продуктовый стратег',
    department: 'Стратегия',
    location: 'Удалённо, весь мир',
  },
};
