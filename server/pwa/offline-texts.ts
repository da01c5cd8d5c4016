import type { Lang } from '../../shared/i18n/langs';

interface OfflineTexts {
  title: string;
  message: string;
  retry: string;
  home: string;
}

/** The offline page's words; server-only, so the client's dictionaries stay as small as they are. */
export const OFFLINE_TEXTS: Record<Lang, OfflineTexts> = {
  en: {
    title: 'You’re offline',
    message:
      'This page hasn’t been saved on this device yet, so it can’t open without a connection. Pages you have already visited still open. Check your connection and try again.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  ru: {
    title: 'Нет подключения к интернету',
    message:
      'Эта страница ещё не сохранена на устройстве, поэтому без сети она не откроется. Страницы, которые вы уже посещали, по-прежнему доступны. Проверьте подключение и попробуйте ещё раз.',
    retry: 'Попробовать ещё раз',
    home: 'На главную',
  },
};
