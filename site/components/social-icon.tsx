import type { STUDIO } from '../../shared/content/studio';
import { FileIcon } from './file-icon';

type Network = (typeof STUDIO.social)[number]['network'];

/**
 * The networks' glyphs, one <symbol> each (its id the network's name), drawn in currentColor
 * so they follow the link colour. A file of their own, not in every page: their path data was
 * some 750 brotli bytes of each page's first round trip.
 */
export const SOCIAL_ICONS = '/icons/social.svg';

export function SocialIcon({ network }: { network: Network }) {
  return <FileIcon file={SOCIAL_ICONS} name={network} size={20} />;
}
