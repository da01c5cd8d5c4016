import { CLIENT_NAMES } from '../../../shared/content/studio';
import { useCollection } from '../../content-store/content-store';
import { useI18n } from '../../i18n/i18n-context';
import { playPauseLabels } from '../play-pause-labels';
import { MARQUEE_ICONS } from './marquee-icons';

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
 * hover and with its button (moving content needs a way to stop it: site/behaviours/
 * media-toggles.ts), and stands still under reduced motion.
 */
export function ClientMarquee() {
  const { t } = useI18n();
  const clients = useCollection('copy').home.clients;
  return (
    // Focusable from script: the hero's scroll-down arrow moves focus here.
    <section id="clients" className="client-marquee" aria-labelledby="clients-title" tabIndex={-1}>
      <div className="container client-marquee__head">
        <h2 id="clients-title" className="eyebrow client-marquee__label">
          {clients.label}
        </h2>
        <button
          type="button"
          className="client-marquee__toggle"
          {...playPauseLabels(clients, { play: t('tooltips.play'), pause: t('tooltips.pause') }, 'pause')}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true" focusable="false">
            <path d={MARQUEE_ICONS.pause} />
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
