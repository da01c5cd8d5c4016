import { pageHeading } from '../../shared/page-heading';
import { paths, sectionOf } from '../../shared/routes';
import { useCollection } from '../content/content-store';
import { detailContentOf } from '../../shared/page-heading';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { usePageTitle } from '../components/use-page-title';
import { useI18n } from '../i18n/i18n-context';
import type { PageProps } from './page-registry';

/** A page's heading and breadcrumb: the frame every inner page is built in. */
export default function BasicPage({ match }: PageProps) {
  const { lang, t, dict } = useI18n();
  const kind = detailContentOf(match.page);
  const content = kind ? { [kind]: useCollection(kind) } : {};
  const section = sectionOf(match.page);
  const heading = pageHeading(match, dict, content) ?? '';
  usePageTitle(heading);
  const trail: Crumb[] =
    section === match.page
      ? [{ label: heading }]
      : [{ label: t(`pages.${section}`), to: paths[section](lang, '') }, { label: heading }];
  return (
    <section className="container page-section">
      <Breadcrumb trail={trail} />
      <h1 className="page-title">{heading}</h1>
    </section>
  );
}
