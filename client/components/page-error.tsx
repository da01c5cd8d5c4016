import { useLocation } from 'react-router';
import { useI18n } from '../i18n/i18n-context';

/** What a page that failed to render says instead: the link loads it in full from the server. */
export function PageError() {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <section className="container page-section page-error">
      <h1 className="page-title">{t('pageError.title')}</h1>
      <p className="lead">{t('pageError.hint')}</p>
      <a className="button" href={`${pathname}${search}`}>
        {t('pageError.reload')}
      </a>
    </section>
  );
}
