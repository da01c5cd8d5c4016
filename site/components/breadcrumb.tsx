import { Link } from './link';
import { useI18n } from '../i18n/i18n-context';
import { paths } from '../../shared/routes';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  to?: string;
}

/** Home, then the given trail; the last item is the current page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { lang, t } = useI18n();
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: paths.home(lang) }, ...trail];
  return (
    <nav className="breadcrumb" aria-label={t('a11y.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={index}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
