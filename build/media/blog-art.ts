import { arc, backdrop, bar, circle, document, path, rect, TAU, type Palette } from './svg';

export const BLOG_ART_SIZE = { width: 1600, height: 900 } as const;

type Scene = (p: Palette) => string;

interface Art {
  palette: Palette;
  scene: Scene;
}

const rows = (count: number, fn: (i: number) => string) => Array.from({ length: count }, (_, i) => fn(i)).join('');

const leaf = (x: number, y: number, size: number, angle: number, fill: string) =>
  `<path d="M0 0 C${size * 0.5} ${-size * 0.45} ${size} ${-size * 0.2} ${size * 1.2} 0 C${size} ${size * 0.2} ${size * 0.5} ${size * 0.45} 0 0 Z" fill="${fill}" transform="translate(${x} ${y}) rotate(${angle})"/>` +
  `<path d="M0 0 L${size * 1.1} 0" stroke="#ffffff55" stroke-width="3" transform="translate(${x} ${y}) rotate(${angle})"/>`;

const pageLayout = (x: number, y: number, w: number, h: number, p: Palette) =>
  rect(x, y, w, h, Math.min(28, w / 12), '#ffffff', 'filter="url(#shadow)"') +
  rect(x + w * 0.08, y + h * 0.08, w * 0.84, h * 0.34, 12, p.accent2) +
  bar(x + w * 0.08, y + h * 0.5, w * 0.6, p.ink, Math.max(8, h * 0.04)) +
  bar(x + w * 0.08, y + h * 0.58, w * 0.45, p.muted, Math.max(6, h * 0.025)) +
  rect(x + w * 0.08, y + h * 0.68, w * 0.38, h * 0.2, 10, p.accent, 'opacity="0.6"') +
  rect(x + w * 0.54, y + h * 0.68, w * 0.38, h * 0.2, 10, p.accent, 'opacity="0.35"');

/** The studio's mark, on a square of `fill`. */
const mark = (fill: string) => rect(650, 300, 300, 300, 84, fill) + path('M735 535 V365 L865 535 V365', '#ffffff', 28);

/** The articles' own scenes, by slug. */
const SCENES: Record<string, Art> = {
  'sustainable-digital-experiences': {
    palette: { bg: ['#e3efd9', '#9fc48c'], surface: '#fff', ink: '#1f3a24', muted: '#8ba68a', accent: '#3f7d4a', accent2: '#cfe6bf' },
    scene: (p) =>
      pageLayout(520, 170, 560, 560, p) +
      leaf(330, 330, 230, -30, p.accent) +
      leaf(1120, 640, 260, -150, '#2f6a3a') +
      leaf(1180, 250, 170, 20, '#6fa35f') +
      rect(1160, 420, 150, 70, 16, '#ffffff', 'stroke="#1f3a24" stroke-width="6"') +
      rect(1310, 440, 12, 30, 4, '#1f3a24') +
      rect(1172, 432, 88, 46, 8, p.accent),
  },
  'responsive-design-2025': {
    palette: { bg: ['#e9ecff', '#b7c0ff'], surface: '#fff', ink: '#171a3d', muted: '#9aa0c8', accent: '#3b2fe0', accent2: '#ffb86b' },
    scene: (p) =>
      rect(230, 200, 720, 460, 24, '#171a3d') +
      pageLayout(250, 220, 680, 420, p) +
      rect(520, 660, 140, 60, 0, '#171a3d') +
      rect(440, 710, 300, 20, 10, '#171a3d') +
      rect(1000, 280, 330, 440, 28, '#171a3d') +
      pageLayout(1016, 296, 298, 408, p) +
      rect(1370, 420, 160, 300, 26, '#171a3d') +
      pageLayout(1382, 432, 136, 276, p),
  },
  'ai-driven-brand-transformation': {
    palette: { bg: ['#1b0f3b', '#5b1d6e'], surface: '#fff', ink: '#fff', muted: '#9d8cc4', accent: '#ff5fa2', accent2: '#7c6bff' },
    scene: (p) => {
      const nodes = Array.from({ length: 14 }, (_, i) => [320 + ((i * 137) % 560), 170 + ((i * 211) % 560)] as const);
      const links = nodes.map(([x, y], i) => {
        const [x2, y2] = nodes[(i * 5 + 3) % nodes.length]!;
        return path(`M${x} ${y} L${x2} ${y2}`, '#ffffff33', 3);
      });
      return (
        links.join('') +
        nodes.map(([x, y], i) => circle(x, y, 12 + (i % 3) * 6, i % 2 ? p.accent : p.accent2)).join('') +
        path('M940 450 H1040', '#ffffff88', 6, 'stroke-dasharray="4 16"') +
        rect(1080, 250, 400, 400, 90, `url(#brandMark)`) +
        `<defs><linearGradient id="brandMark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accent2}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient></defs>` +
        path('M1190 540 V360 L1370 540 V360', '#ffffff', 34)
      );
    },
  },
  'future-of-mobile-app-design': {
    palette: { bg: ['#ffe3d3', '#ff9a8b'], surface: '#fff', ink: '#3a1630', muted: '#c58f98', accent: '#ff5a6e', accent2: '#ffc26b' },
    scene: (p) =>
      rect(640, 90, 330, 700, 52, '#3a1630', 'filter="url(#shadow)"') +
      rect(656, 106, 298, 668, 40, '#ffffff') +
      rows(3, (i) => rect(680, 180 + i * 190, 250, 160, 24, i === 0 ? p.accent : i === 1 ? p.accent2 : '#f4e6e9')) +
      circle(1130, 470, 46, '#ffffff', 'opacity="0.9"') +
      path(arc(1130, 470, 110, 0.3), '#ffffff', 8, 'opacity="0.8"') +
      path(arc(1130, 470, 170, 0.22), '#ffffff', 8, 'opacity="0.5"') +
      path('M1000 300 q-60 -80 -160 -60', '#3a1630', 6, 'stroke-dasharray="2 18" opacity="0.6"') +
      circle(430, 330, 70, p.accent2) +
      rect(330, 520, 210, 110, 26, '#ffffff', 'filter="url(#shadow)"') +
      bar(360, 555, 120, p.ink, 14) +
      bar(360, 585, 80, p.muted, 10),
  },
  'product-idea-validation': {
    palette: { bg: ['#fff4cc', '#ffd36b'], surface: '#fff', ink: '#2b2410', muted: '#b59b55', accent: '#2c5fdd', accent2: '#ff8a3d' },
    scene: (p) =>
      rows(6, (i) => {
        const x = 260 + (i % 3) * 230;
        const y = 180 + Math.floor(i / 3) * 260;
        const fills = ['#fffbe8', '#ffe9a8', '#fff3c4'];
        return (
          rect(x, y, 200, 200, 10, fills[i % 3]!, `filter="url(#shadow)" transform="rotate(${i % 2 ? 3 : -3} ${x + 100} ${y + 100})"`) +
          bar(x + 28, y + 40, 130, p.ink, 12) +
          bar(x + 28, y + 66, 100, p.muted, 10) +
          (i % 2 === 0
            ? path(`M${x + 60} ${y + 130} l26 26 l54 -60`, p.accent, 14)
            : path(`M${x + 70} ${y + 110} l60 60 M${x + 130} ${y + 110} l-60 60`, p.accent2, 12))
        );
      }) +
      `<path d="M1060 220 H1420 L1300 420 V640 L1180 700 V420 Z" fill="${p.accent}" opacity="0.9"/>` +
      rows(3, (i) => circle(1150 + i * 70, 150 - (i % 2) * 30, 18, p.accent2)),
  },
  'optimizing-react-performance': {
    palette: { bg: ['#0b1622', '#12324a'], surface: '#fff', ink: '#fff', muted: '#6e8aa3', accent: '#5ed3f3', accent2: '#b6f23a' },
    scene: (p) =>
      rows(
        3,
        (i) =>
          `<ellipse cx="560" cy="450" rx="260" ry="96" fill="none" stroke="${p.accent}" stroke-width="12" transform="rotate(${i * 60} 560 450)"/>`,
      ) +
      circle(560, 450, 40, p.accent) +
      path(arc(1150, 500, 230, 0.75), '#ffffff22', 40, 'transform="rotate(-135 1150 500)"') +
      path(arc(1150, 500, 230, 0.6), p.accent2, 40, 'transform="rotate(-135 1150 500)"') +
      path(`M1150 500 L${1150 + 190 * Math.cos(-0.5)} ${500 + 190 * Math.sin(-0.5)}`, '#ffffff', 14) +
      circle(1150, 500, 26, '#ffffff') +
      rows(3, (i) => bar(1000 + i * 110, 680, 80, i === 2 ? p.accent2 : '#ffffff55', 16)),
  },
};

/** The neutral picture shown when an article's own fails to load or is not made yet. */
const FALLBACK: Art = {
  palette: { bg: ['#ecebe6', '#cfcdc4'], surface: '#fff', ink: '#0b0d12', muted: '#8f8c82', accent: '#3b2fe0', accent2: '#b9b6ab' },
  scene: (p) => mark(p.ink) + circle(1240, 700, 140 * Math.abs(Math.sin(TAU / 8)), p.accent2, 'opacity="0.4"'),
};

/**
 * An article without a scene of its own: the studio's mark in the colours of one of the scenes,
 * picked by its slug, so a new article has a picture of its own with no change here.
 */
function genericArt(slug: string): Art {
  const palettes = Object.values(SCENES).map((art) => art.palette);
  const pick = [...slug].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palettes.length;
  return { palette: palettes[pick]!, scene: (p) => mark(p.accent) + circle(1240, 700, 100, p.accent2, 'opacity="0.5"') };
}

/** The picture of an article (its scene, else generic art), or with 'fallback' the neutral one. */
export function blogArt(slug: string): string {
  const { palette, scene } = slug === 'fallback' ? FALLBACK : (SCENES[slug] ?? genericArt(slug));
  const { width, height } = BLOG_ART_SIZE;
  const back = backdrop(width, height, palette);
  return document(width, height, back.body + scene(palette), back.defs);
}
