import { PREFERRED_LANG_KEY, type Lang } from '../../shared/i18n/langs';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's choice: localStorage for the app, a cookie so the server's `/` can read it. */
export function savePreferredLang(lang: Lang): void {
  try {
    localStorage.setItem(PREFERRED_LANG_KEY, lang);
  } catch {
    // Storage can be disabled (private mode, policies); the cookie still carries the choice.
  }
  document.cookie = `${PREFERRED_LANG_KEY}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
