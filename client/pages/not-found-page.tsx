import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { usePageTitle } from '../components/use-page-title';
import { useI18n } from '../i18n/i18n-context';

export function NotFoundPage() {
  const { lang, t } = useI18n();
  usePageTitle(t('notFound.title'));
  return (
    <section className="container page-section not-found">
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.hint')}</p>
      <Link className="button" to={paths.home(lang)}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
