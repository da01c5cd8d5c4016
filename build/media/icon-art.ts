import { BRAND_COLORS, LOGO_MARK, logoMarkShapes } from '../../shared/brand';
import type { AppIcon } from '../../shared/web-app';
import { document } from './svg';

/**
 * An app icon drawn from the header's mark, in ink and paper. `any` is the mark itself, with
 * transparent rounded corners; `maskable` fills the square with ink, so launchers may cut any
 * shape: the N stays inside the safe zone (no point of it lies further than 36 % of the width
 * from the centre; the zone's circle has a radius of 40 %).
 */
export function iconArt({ size, purpose }: AppIcon): string {
  const scale = size / LOGO_MARK.size;
  const background = purpose === 'maskable' ? `<rect width="${size}" height="${size}" fill="${BRAND_COLORS.ink}"/>` : '';
  return document(
    size,
    size,
    `${background}<g transform="scale(${scale})">${logoMarkShapes({ fill: BRAND_COLORS.ink, stroke: BRAND_COLORS.paper })}</g>`,
  );
}
