import { bar, circle, rect, type Box, type Palette } from './svg';

/** A phone drawn at (x, y); returns its frame and the screen box the content goes in. */
export function phone(x: number, y: number, palette: Palette, scale = 1): { frame: string; screen: Box } {
  const w = 380 * scale;
  const h = 800 * scale;
  const bezel = 16 * scale;
  const screen = { x: x + bezel, y: y + bezel, w: w - bezel * 2, h: h - bezel * 2 };
  const frame =
    rect(x, y, w, h, 58 * scale, '#0b0d12', 'filter="url(#shadow)"') +
    rect(screen.x, screen.y, screen.w, screen.h, 44 * scale, palette.surface) +
    rect(x + w / 2 - 55 * scale, y + 28 * scale, 110 * scale, 30 * scale, 15 * scale, '#0b0d12');
  return { frame, screen };
}

/** A browser window; returns its frame and the page box under the toolbar. */
export function browser(box: Box, palette: Palette): { frame: string; page: Box } {
  const toolbar = 56;
  const frame =
    rect(box.x, box.y, box.w, box.h, 20, palette.surface, 'filter="url(#shadow)"') +
    rect(box.x, box.y, box.w, toolbar, 20, '#ffffff') +
    rect(box.x, box.y + toolbar - 20, box.w, 20, 0, '#ffffff') +
    circle(box.x + 30, box.y + 28, 8, '#ff6159') +
    circle(box.x + 56, box.y + 28, 8, '#ffbd2e') +
    circle(box.x + 82, box.y + 28, 8, '#28c941') +
    rect(box.x + box.w / 2 - 220, box.y + 14, 440, 28, 14, '#f0f0ec') +
    bar(box.x + box.w / 2 - 120, box.y + 23, 240, '#c9c9c2', 10);
  return { frame, page: { x: box.x, y: box.y + toolbar, w: box.w, h: box.h - toolbar } };
}

/** A floating card beside a device: a stat or a chip, for depth. */
export function floatingCard(x: number, y: number, w: number, h: number, palette: Palette, accent: string): string {
  return (
    rect(x, y, w, h, 22, '#ffffff', 'filter="url(#shadow)"') +
    circle(x + 44, y + h / 2, 22, accent) +
    bar(x + 82, y + h / 2 - 18, w * 0.45, palette.ink, 14) +
    bar(x + 82, y + h / 2 + 6, w * 0.3, palette.muted, 10)
  );
}
