import type { ElementType, ReactNode } from 'react';

export type RevealFrom = 'below' | 'left' | 'right';

interface RevealProps {
  children: ReactNode;
  /** Direction the content slides in from: 40 px from below, 60 px from the sides. */
  from?: RevealFrom;
  as?: ElementType;
  className?: string;
  id?: string;
}

/**
 * Fades its content in once, when 15% of it becomes visible. The server renders it visible;
 * it is hidden only by script, only below the fold and never under reduced motion, so no
 * content depends on JavaScript or on scrolling to be seen. Children with the class
 * `reveal-item` follow 0.1 s apart. The script is site/behaviours/reveal.ts.
 */
export function Reveal({ children, from = 'below', as: Tag = 'div', className, id }: RevealProps) {
  return (
    <Tag id={id} className={`reveal reveal--from-${from}${className ? ` ${className}` : ''}`}>
      {children}
    </Tag>
  );
}
