/**
 * The Northbeam mark: a rounded square with a beam-shaped N, in a 32-unit square. The header
 * logo (site/components/logo.tsx), the app icons (build/media/icon-art.ts) and the
 * offline page all draw it from here.
 */
export const LOGO_MARK = { size: 32, radius: 9, beam: 'M9 23V9l14 14V9', beamWidth: 3 } as const;

/**
 * tokens.css `--color-text` and `--color-bg`: the mark's colours in the header, and the
 * installed app's theme and background colours (tests/server/site/offline.test.ts compares them).
 */
export const BRAND_COLORS = { ink: '#0b0d12', paper: '#ffffff' } as const;

/** The mark as SVG elements, for markup written as text. */
export function logoMarkShapes({ fill, stroke }: { fill: string; stroke: string }): string {
  const { size, radius, beam, beamWidth } = LOGO_MARK;
  return (
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${fill}"/>` +
    `<path d="${beam}" fill="none" stroke="${stroke}" stroke-width="${beamWidth}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}
