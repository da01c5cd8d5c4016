import type { ServiceIcon as IconName } from '../../shared/content/types';
import { FileIcon } from './file-icon';

/**
 * The services' 24x24 stroke glyphs (after Feather), one <symbol> each (its id the icon's
 * name), drawn in currentColor so they follow the text colour. A file of their own, as the
 * social icons: their path data was some 230 brotli bytes of the home pages' first round trip
 * (decision 0073).
 */
export const SERVICE_ICONS = '/icons/services.svg';

/** A service's icon; decorative, since the service's title always sits next to it. */
export function ServiceIcon({ icon, className }: { icon: IconName; className?: string }) {
  return <FileIcon file={SERVICE_ICONS} name={icon} size={24} className={className} />;
}
