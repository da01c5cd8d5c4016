import { isLang } from '../../shared/i18n/langs';
import { savePreferredLang } from '../i18n/preferred-lang';

/**
 * docs/requirements.md section 4: choosing a language saves it and opens the same page with the other prefix,
 * keeping the query and the fragment the visitor is at.
 */
export function startLanguageSwitch(): void {
  for (const option of document.querySelectorAll<HTMLAnchorElement>('.lang-switch__option')) {
    option.addEventListener('click', () => {
      if (isLang(option.lang)) savePreferredLang(option.lang);
      option.search = location.search;
      option.hash = location.hash;
    });
  }
}
