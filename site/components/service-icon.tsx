import type { ServiceIcon as IconName } from '../../shared/content/types';
import { StrokeIcon } from './stroke-icon';

// 24x24 stroke glyphs (after Feather), drawn in currentColor so they follow the text colour.
const GLYPHS: Record<IconName, string> = {
  compass: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM16.24 7.76l-2.12 6.36-6.36 2.12 2.12-6.36z',
  'pen-tool': 'M12 19l7-7 3 3-7 7-3-3zM18 13l-1.5-7.5L2 2l3.5 14.5L13 18l5-5zM2 2l7.59 7.59M11 9a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  smartphone: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM12 18h.01',
  code: 'M16 18l6-6-6-6M8 6l-6 6 6 6',
  'trending-up': 'M23 6l-9.5 9.5-5-5L1 18M17 6h6v6',
  'bar-chart': 'M12 20V10M18 20V4M6 20v-4',
};

/** A service's icon; decorative, since the service's title always sits next to it. */
export function ServiceIcon({ icon, className }: { icon: IconName; className?: string }) {
  return <StrokeIcon path={GLYPHS[icon]} className={className} />;
}
