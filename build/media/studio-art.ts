import { backdrop, bar, circle, document, path, rect, type Palette } from './svg';

export const STUDIO_ART_SIZE = { width: 1200, height: 1500 } as const;
export const OG_ART_SIZE = { width: 1200, height: 630 } as const;

const STUDIO: Palette = {
  bg: ['#f3ede2', '#e4d6c0'],
  surface: '#fff',
  ink: '#0b0d12',
  muted: '#8d8577',
  accent: '#3b2fe0',
  accent2: '#f2a65a',
};

const palm = (x: number, y: number, s: number) =>
  path(`M${x} ${y} q${10 * s} ${-120 * s} ${-6 * s} ${-260 * s}`, '#1f3b2c', 10 * s) +
  [-70, -30, 10, 50, 95, 140]
    .map(
      (angle) =>
        `<ellipse cx="${x - 6 * s}" cy="${y - 260 * s}" rx="${110 * s}" ry="${18 * s}" fill="#1f3b2c" transform="rotate(${angle} ${x - 6 * s} ${y - 260 * s}) translate(${90 * s} 0)"/>`,
    )
    .join('');

/** The studio in Bali at golden hour: arched window, palms, a desk with work on the screen. */
export function studioArt(): string {
  const { width, height } = STUDIO_ART_SIZE;
  const back = backdrop(width, height, STUDIO);
  const sky = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffb36b"/><stop offset="0.6" stop-color="#ff7f6b"/><stop offset="1" stop-color="#7a4bd0"/></linearGradient><clipPath id="window"><path d="M240 1000 V420 A360 360 0 0 1 960 420 V1000 Z"/></clipPath>`;
  const body =
    back.body +
    `<path d="M220 1010 V420 A380 380 0 0 1 980 420 V1010 Z" fill="#fffaf2"/>` +
    `<g clip-path="url(#window)">${rect(240, 60, 720, 960, 0, 'url(#sky)')}${circle(600, 720, 130, '#ffe2a8')}${rect(240, 820, 720, 200, 0, '#3d2a6e')}${palm(380, 900, 1.2)}${palm(850, 920, 1)}</g>` +
    path('M600 60 V1000 M240 640 H960', '#fffaf2', 14) +
    rect(0, 1010, width, 490, 0, '#d8c6a6') +
    rect(80, 1040, 1040, 36, 14, '#6b4a2f') +
    rect(140, 1076, 26, 424, 0, '#5a3e27') +
    rect(1034, 1076, 26, 424, 0, '#5a3e27') +
    rect(330, 760, 540, 330, 18, '#0b0d12', 'filter="url(#shadow)"') +
    rect(350, 780, 500, 270, 8, '#f5f5f2') +
    rect(370, 800, 220, 120, 8, STUDIO.accent) +
    bar(610, 810, 200, '#0b0d12', 14) +
    bar(610, 840, 150, '#8d8577', 10) +
    rect(370, 940, 140, 90, 8, '#f2a65a') +
    rect(526, 940, 140, 90, 8, '#d6d3ff') +
    rect(682, 940, 148, 90, 8, '#0b0d12') +
    `<path d="M900 1040 h110 l-14 -120 h-82 Z" fill="#c96f4a"/>` +
    ['-40', '-10', '25', '55']
      .map((angle) => `<ellipse cx="955" cy="900" rx="22" ry="90" fill="#2f6a3a" transform="rotate(${angle} 955 990)"/>`)
      .join('') +
    rect(200, 990, 90, 50, 10, '#ffffff') +
    path('M290 1000 q30 5 0 30', '#ffffff', 10);
  return document(width, height, body, back.defs + sky);
}

/** The card link previews show: the mark and the name on the studio's dark ground. */
export function ogArt(): string {
  const { width, height } = OG_ART_SIZE;
  const back = backdrop(width, height, { ...STUDIO, bg: ['#0b0d12', '#1b1d3a'], accent2: '#7c6bff' });
  const body =
    back.body +
    rect(110, 215, 200, 200, 56, '#ffffff') +
    path('M170 365 V265 L250 365 V265', '#0b0d12', 20) +
    `<text x="360" y="350" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="110" fill="#ffffff" letter-spacing="-3">Northbeam</text>`;
  return document(width, height, body, back.defs);
}
