import type { ReactNode } from 'react';

interface SectionHeadingProps {
  title: string;
  subtitle?: string;
  /** h1 on a page's own heading, h2 for sections. */
  level?: 1 | 2;
  id?: string;
  /** Shown at the end of the heading row, e.g. a "view all" link. */
  action?: ReactNode;
}

/** The heading block every section starts with: title, optional subtitle and action link. */
export function SectionHeading({ title, subtitle, level = 2, id, action }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="section-heading">
      <div className="section-heading__text">
        <Heading id={id} className={level === 1 ? 'page-title' : 'section-title'}>
          {title}
        </Heading>
        {subtitle && <p className="lead">{subtitle}</p>}
      </div>
      {action && <div className="section-heading__action">{action}</div>}
    </div>
  );
}
