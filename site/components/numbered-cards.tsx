import { useId } from 'react';
import { Reveal } from './reveal';

/** Numbered cards (01, 02, …) with a title and a text: the studio's values on about and careers. */
export function NumberedCards({ items, className }: { items: readonly { title: string; text: string }[]; className: string }) {
  const idPrefix = useId();
  return (
    <Reveal className={className}>
      {items.map((item, index) => (
        <article className="card value-card reveal-item" key={item.title} aria-labelledby={`${idPrefix}-${index}`}>
          <div className="card__body">
            <span className="value-card__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 id={`${idPrefix}-${index}`} className="card__title">
              {item.title}
            </h3>
            <p>{item.text}</p>
          </div>
        </article>
      ))}
    </Reveal>
  );
}
