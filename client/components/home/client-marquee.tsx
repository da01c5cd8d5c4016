import { useState } from 'react';
import { CLIENT_NAMES } from '../../../shared/content/studio';
import { useCollection } from '../../content/content-store';
import { useI18n } from '../../i18n/i18n-context';

function NameList({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul className="client-marquee__list" aria-hidden={hidden ? 'true' : undefined}>
      {CLIENT_NAMES.map((name) => (
        <li key={name} className="client-marquee__name">
          {name}
        </li>
      ))}
    </ul>
  );
}

/**
 * Home: the names of clients gliding past. The list is drawn twice so that moving the track
 * by half its width loops seamlessly; the copy is hidden from screen readers. It pauses on
 * hover and with its button (moving content needs a way to stop it), and stands still
 * under reduced motion.
 */
export function ClientMarquee() {
  const { t } = useI18n();
  const clients = useCollection('copy').home.clients;
  const [paused, setPaused] = useState(false);
  return (
    // Focusable from script: the hero's scroll-down arrow moves focus here.
    <section id="clients" className="client-marquee" aria-labelledby="clients-title" data-paused={paused ? 'true' : undefined} tabIndex={-1}>
      <div className="container client-marquee__head">
        <h2 id="clients-title" className="eyebrow client-marquee__label">
          {clients.label}
        </h2>
        <button
          type="button"
          className="client-marquee__toggle"
          aria-label={paused ? clients.play : clients.pause}
          data-tooltip={t(paused ? 'tooltips.play' : 'tooltips.pause')}
          onClick={() => setPaused((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true" focusable="false">
            <path d={paused ? 'M7 4.5v15l12-7.5z' : 'M6 4h4v16H6zM14 4h4v16h-4z'} />
          </svg>
        </button>
      </div>
      <div className="client-marquee__viewport">
        <div className="client-marquee__track">
          <NameList />
          <NameList hidden />
        </div>
      </div>
    </section>
  );
}
