import { Island } from '../islands/island';
import { useCollection } from '../content-store/content-store';
import { usePageName } from '../i18n/i18n-context';
import { Breadcrumb } from './breadcrumb';
import { SectionHeading } from './section-heading';

/** The blog's list page: breadcrumb, heading and the searchable list. Also shown for an unknown post. */
export function BlogIndex() {
  const c = useCollection('copy').blog;
  const name = usePageName('blog');
  return (
    <div className="container page-section blog-page">
      <Breadcrumb trail={[{ label: name }]} />
      <SectionHeading level={1} title={name} subtitle={c.subtitle} />
      <Island name="blog-search" />
    </div>
  );
}
