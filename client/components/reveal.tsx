import { useEffect, useRef, type ElementType, type ReactNode } from 'react';

export type RevealFrom = 'below' | 'left' | 'right';

interface RevealProps {
  children: ReactNode;
  /** Direction the content slides in from: 40 px from below, 60 px from the sides. */
  from?: RevealFrom;
  as?: ElementType;
  className?: string;
  id?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

let observer: IntersectionObserver | null = null;

function revealObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.replace('reveal--pending', 'reveal--shown');
        // Once only: a section that has appeared stays put when scrolled past again.
        self.unobserve(entry.target);
      }
    },
    { threshold: 0.15 },
  );
  return observer;
}

/**
 * Fades its content in once, when 15% of it becomes visible. The server renders it visible;
 * it is hidden only by script, only below the fold and never under reduced motion, so no
 * content depends on JavaScript or on scrolling to be seen. Children with the class
 * `reveal-item` follow 0.1 s apart.
 */
export function Reveal({ children, from = 'below', as: Tag = 'div', className, id }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || matchMedia(REDUCED_MOTION).matches) return;
    if (element.getBoundingClientRect().top < innerHeight) return;
    element.classList.add('reveal--pending');
    revealObserver().observe(element);
    return () => revealObserver().unobserve(element);
  }, []);
  return (
    <Tag ref={ref} id={id} className={`reveal reveal--from-${from}${className ? ` ${className}` : ''}`}>
      {children}
    </Tag>
  );
}
