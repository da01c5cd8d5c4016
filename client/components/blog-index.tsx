import { Island } from '../islands/island';
import { useCollection } from '../content/content-store';
import { Breadcrumb } from './breadcrumb';
import { SectionHeading } from './section-heading';

/** The blog's list page: breadcrumb, heading and the searchable list. Also shown for an unknown post. */
export function BlogIndex() {
  const c = useCollection('copy').blog;
  return (
    <div className="container page-section blog-page">
      <Breadcrumb trail={[{ label: c.title }]} />
      <SectionHeading level={1} title={c.title} subtitle={c.subtitle} />
      <Island name="blog-search" />
    </div>
  );
}
