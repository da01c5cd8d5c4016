import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { usePageTitle } from '../components/use-page-title';
import { useI18n } from '../i18n/i18n-context';

export default function HomePage() {
  const { lang, t } = useI18n();
  usePageTitle(null);
  return (
    <section className="hero">
      <div className="container">
        <h1 className="hero__title">{t('pages.home')}</h1>
        <p className="lead">{t('meta.defaultDescription')}</p>
        <Link className="button" to={paths.projects(lang)}>
          {t('nav.work')}
        </Link>
      </div>
    </section>
  );
}
