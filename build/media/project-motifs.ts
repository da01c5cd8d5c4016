import { arc, bar, circle, path, polyline, rect, TAU, type Box, type Palette } from './svg';

/** Draws a product's screen content inside `box`; `t` (0..1) animates the loops seamlessly. */
export type Motif = (box: Box, palette: Palette, t: number) => string;

const rows = (count: number, fn: (i: number) => string) => Array.from({ length: count }, (_, i) => fn(i)).join('');

export const finance: Motif = (b, p, t) => {
  const card = rect(b.x + 24, b.y + 110, b.w - 48, 170, 26, 'url(#cardFill)');
  const chartTop = b.y + 330;
  const line = Array.from({ length: 9 }, (_, i) => {
    const x = b.x + 32 + (i * (b.w - 64)) / 8;
    const y = chartTop + 90 - i * 7 - 34 * Math.sin(i * 0.9 + t * TAU);
    return [x, y] as const;
  });
  return (
    `<defs><linearGradient id="cardFill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="${0.5 + 0.3 * Math.sin(t * TAU)}" stop-color="${p.accent2}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient></defs>` +
    bar(b.x + 28, b.y + 62, 120, p.ink, 16) +
    circle(b.x + b.w - 48, b.y + 68, 18, p.muted) +
    card +
    bar(b.x + 52, b.y + 145, 90, '#ffffffaa', 10) +
    bar(b.x + 52, b.y + 175, 190, '#ffffff', 26) +
    bar(b.x + 52, b.y + 240, 60, '#ffffffaa', 10) +
    bar(b.x + b.w - 120, b.y + 240, 60, '#ffffffaa', 10) +
    path(polyline(line), p.accent, 6) +
    circle(line[line.length - 1]![0], line[line.length - 1]![1], 9, p.accent2) +
    rows(4, (i) => {
      const y = b.y + 500 + i * 64;
      return (
        circle(b.x + 52, y + 20, 20, i % 2 ? p.accent2 : p.accent, 'opacity="0.85"') +
        bar(b.x + 88, y + 6, 130, p.ink, 12) +
        bar(b.x + 88, y + 26, 80, p.muted, 9) +
        bar(b.x + b.w - 96, y + 14, 64, p.ink, 12)
      );
    })
  );
};

const garment = (x: number, y: number, s: number, fill: string) =>
  `<path d="M${x - 30 * s} ${y - 40 * s} L${x - 12 * s} ${y - 48 * s} Q${x} ${y - 38 * s} ${x + 12 * s} ${y - 48 * s} L${x + 30 * s} ${y - 40 * s} L${x + 44 * s} ${y - 14 * s} L${x + 28 * s} ${y - 6 * s} L${x + 26 * s} ${y + 44 * s} L${x - 26 * s} ${y + 44 * s} L${x - 28 * s} ${y - 6 * s} L${x - 44 * s} ${y - 14 * s} Z" fill="${fill}"/>`;

export const shop: Motif = (b, p) => {
  const tile = (b.w - 48 * 2 - 24 * 3) / 4;
  return (
    bar(b.x + 48, b.y + 36, 140, p.ink, 18) +
    rows(4, (i) => bar(b.x + b.w - 460 + i * 100, b.y + 40, 70, p.muted, 10)) +
    rect(b.x + 48, b.y + 90, b.w - 96, 230, 24, p.accent2) +
    bar(b.x + 96, b.y + 150, 360, p.ink, 30) +
    bar(b.x + 96, b.y + 196, 280, p.ink, 30) +
    rect(b.x + 96, b.y + 256, 150, 40, 20, p.ink) +
    garment(b.x + b.w - 260, b.y + 210, 1.9, p.accent) +
    rows(4, (i) => {
      const x = b.x + 48 + i * (tile + 24);
      const y = b.y + 350;
      const fills = [p.accent, p.muted, p.accent2, p.ink];
      return (
        rect(x, y, tile, 230, 18, '#ffffff') +
        garment(x + tile / 2, y + 105, 1.25, fills[i]!) +
        bar(x + 18, y + 190, tile * 0.6, p.ink, 11) +
        bar(x + 18, y + 208, tile * 0.3, p.muted, 9)
      );
    })
  );
};

export const bracket: Motif = (b, p, t) => {
  const left = b.x + 260;
  const col = (b.w - 320) / 4;
  const slotsY = (round: number) => {
    const count = 8 / 2 ** round;
    const gap = (b.h - 120) / count;
    return Array.from({ length: count }, (_, i) => b.y + 70 + gap * (i + 0.5));
  };
  let lines = '';
  let slots = '';
  for (let round = 0; round < 4; round += 1) {
    const ys = slotsY(round);
    const x = left + round * col;
    ys.forEach((y, i) => {
      slots +=
        rect(x, y - 20, col - 60, 40, 12, '#ffffff14') +
        circle(x + 22, y, 10, i % 2 ? p.accent2 : p.accent) +
        bar(x + 42, y - 5, col - 140, '#ffffff99', 10);
      if (round < 3 && i % 2 === 0) {
        const yNext = slotsY(round + 1)[i / 2]!;
        const y2 = ys[i + 1]!;
        const xe = x + col - 60;
        lines += path(`M${xe} ${y} H${xe + 30} V${y2} H${xe}`, '#ffffff33', 3) + path(`M${xe + 30} ${yNext} H${x + col}`, '#ffffff33', 3);
      }
    });
  }
  // A highlight that runs from the first match to the final and starts again.
  const route = [slotsY(0)[0]!, slotsY(1)[0]!, slotsY(2)[0]!, slotsY(3)[0]!];
  const step = t * 3;
  const from = Math.floor(step);
  const k = step - from;
  const x = left + (from + k) * col + col / 2 - 30;
  const y = route[from]! + (route[Math.min(from + 1, 3)]! - route[from]!) * k;
  return (
    rect(b.x, b.y, 200, b.h, 0, '#ffffff0d') +
    rows(
      6,
      (i) =>
        circle(b.x + 48, b.y + 60 + i * 64, 14, i === 1 ? p.accent : '#ffffff33') + bar(b.x + 76, b.y + 55 + i * 64, 90, '#ffffff55', 10),
    ) +
    lines +
    slots +
    rect(b.x + b.w - 180, b.y + 24, 120, 36, 18, '#ff3b5c') +
    circle(b.x + b.w - 158, b.y + 42, 6 + 2 * Math.sin(t * TAU * 3), '#ffffff') +
    bar(b.x + b.w - 142, b.y + 37, 60, '#ffffff', 10) +
    circle(x, y, 28, 'url(#glowA)') +
    circle(x, y, 8, p.accent2)
  );
};

export const call: Motif = (b, p) =>
  bar(b.x + 28, b.y + 62, 150, p.ink, 16) +
  rect(b.x + 20, b.y + 100, b.w - 40, 400, 28, p.accent) +
  circle(b.x + b.w / 2, b.y + 260, 62, '#ffffffcc') +
  `<path d="M${b.x + b.w / 2 - 110} ${b.y + 500} Q${b.x + b.w / 2} ${b.y + 320} ${b.x + b.w / 2 + 110} ${b.y + 500} Z" fill="#ffffffcc"/>` +
  rect(b.x + b.w - 130, b.y + 120, 92, 120, 16, p.accent2, 'stroke="#ffffff" stroke-width="4"') +
  circle(b.x + b.w / 2 - 80, b.y + 450, 26, '#ffffff') +
  circle(b.x + b.w / 2, b.y + 450, 26, '#ff3b5c') +
  circle(b.x + b.w / 2 + 80, b.y + 450, 26, '#ffffff') +
  rows(2, (i) => {
    const y = b.y + 530 + i * 100;
    return (
      rect(b.x + 20, y, b.w - 40, 84, 20, '#ffffff') +
      rect(b.x + 38, y + 18, 48, 48, 12, p.accent2) +
      bar(b.x + 102, y + 24, 150, p.ink, 12) +
      bar(b.x + 102, y + 48, 100, p.muted, 9)
    );
  });

const loaf = (cx: number, cy: number, rx: number, ry: number, p: Palette) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${p.accent}"/>` +
  rows(3, (i) => path(`M${cx - rx * 0.5 + i * rx * 0.4} ${cy - ry * 0.55} q${rx * 0.12} ${ry * 0.5} 0 ${ry * 1.1}`, p.accent2, 6));

export const menu: Motif = (b, p) =>
  bar(b.x + 48, b.y + 36, 150, p.ink, 18) +
  rows(4, (i) => bar(b.x + b.w - 460 + i * 100, b.y + 40, 70, p.muted, 10)) +
  bar(b.x + 48, b.y + 130, 420, p.ink, 34) +
  bar(b.x + 48, b.y + 180, 330, p.ink, 34) +
  bar(b.x + 48, b.y + 240, 380, p.muted, 12) +
  bar(b.x + 48, b.y + 264, 300, p.muted, 12) +
  rect(b.x + 48, b.y + 310, 170, 48, 24, p.accent2) +
  circle(b.x + b.w - 300, b.y + 220, 170, '#ffffff') +
  loaf(b.x + b.w - 300, b.y + 220, 120, 70, p) +
  rows(3, (i) => {
    const w = (b.w - 96 - 48) / 3;
    const x = b.x + 48 + i * (w + 24);
    return (
      rect(x, b.y + 430, w, 290, 20, '#ffffff') +
      circle(x + w / 2, b.y + 530, 70, p.bg[0]) +
      loaf(x + w / 2, b.y + 530, 52, 30, p) +
      bar(x + 24, b.y + 630, w * 0.55, p.ink, 13) +
      bar(x + 24, b.y + 656, w * 0.3, p.muted, 10) +
      bar(x + w - 84, b.y + 650, 60, p.accent2, 14)
    );
  });

const grain = (x: number, y: number, w: number, h: number, fill: string, line: string) =>
  rect(x, y, w, h, 16, fill) +
  rows(Math.floor(h / 26), (i) =>
    path(`M${x + 14} ${y + 18 + i * 26} q${w / 3} ${i % 2 ? 8 : -8} ${w / 1.6} 0 t${w * 0.3} 4`, line, 2, 'opacity="0.45"'),
  );

export const gallery: Motif = (b, p) =>
  bar(b.x + 48, b.y + 36, 170, p.ink, 18) +
  rows(3, (i) => bar(b.x + b.w - 360 + i * 100, b.y + 40, 70, p.muted, 10)) +
  bar(b.x + 48, b.y + 100, 520, p.ink, 30) +
  grain(b.x + 48, b.y + 160, 520, 540, p.accent, p.ink) +
  grain(b.x + 592, b.y + 160, 260, 260, p.accent2, p.ink) +
  grain(b.x + 876, b.y + 160, 276, 260, p.muted, p.ink) +
  grain(b.x + 592, b.y + 444, 560, 256, p.accent2, p.ink);

export const brand: Motif = (b, p) => {
  const cx = b.x + b.w * 0.3;
  const cy = b.y + b.h * 0.46;
  return (
    rect(b.x + 40, b.y + 40, b.w * 0.52, b.h - 80, 28, p.accent) +
    `<path d="M${cx - 130} ${cy + 20} A130 130 0 0 1 ${cx + 130} ${cy + 20} Z" fill="${p.accent2}"/>` +
    rows(3, (i) => path(`M${cx - 150 + i * 20} ${cy + 50 + i * 26} H${cx + 150 - i * 20}`, p.surface, 10)) +
    bar(cx - 120, cy + 170, 240, p.surface, 22) +
    rows(4, (i) => {
      const fills = [p.accent, p.accent2, p.ink, p.surface];
      return rect(b.x + b.w * 0.6 + i * 120, b.y + 40, 100, 100, 50, fills[i]!, 'stroke="#00000014" stroke-width="2"');
    }) +
    rect(b.x + b.w * 0.6, b.y + 180, b.w * 0.36, 300, 24, '#ffffff') +
    bar(b.x + b.w * 0.6 + 32, b.y + 220, 260, p.ink, 40) +
    bar(b.x + b.w * 0.6 + 32, b.y + 290, 180, p.ink, 24) +
    bar(b.x + b.w * 0.6 + 32, b.y + 340, 300, p.muted, 12) +
    bar(b.x + b.w * 0.6 + 32, b.y + 364, 240, p.muted, 12) +
    `<path d="M${b.x + b.w * 0.66} ${b.y + 540} h180 l-18 180 h-144 Z" fill="${p.surface}" stroke="${p.ink}" stroke-width="6"/>` +
    path(`M${b.x + b.w * 0.66 + 180} ${b.y + 580} q60 10 30 70 q-12 20 -34 20`, p.ink, 6) +
    circle(b.x + b.w * 0.66 + 90, b.y + 620, 36, p.accent2)
  );
};

export const leads: Motif = (b, p) =>
  bar(b.x + 48, b.y + 36, 190, p.ink, 18) +
  rect(b.x + b.w - 250, b.y + 26, 200, 40, 20, p.accent) +
  `<path d="M${b.x + 80} ${b.y + 280} L${b.x + 230} ${b.y + 150} L${b.x + 380} ${b.y + 280}" fill="none" stroke="${p.accent}" stroke-width="18" stroke-linejoin="round"/>` +
  rect(b.x + 120, b.y + 270, 220, 150, 8, p.accent2) +
  rect(b.x + 205, b.y + 330, 50, 90, 6, p.surface) +
  bar(b.x + 80, b.y + 470, 460, p.ink, 32) +
  bar(b.x + 80, b.y + 516, 380, p.ink, 32) +
  bar(b.x + 80, b.y + 576, 420, p.muted, 12) +
  rows(
    5,
    (i) => `<path d="M${b.x + 92 + i * 40} ${b.y + 630} l8 16 18 2 -13 12 4 18 -17 -9 -17 9 4 -18 -13 -12 18 -2 Z" fill="${p.accent}"/>`,
  ) +
  rect(b.x + b.w - 520, b.y + 110, 440, 600, 24, '#ffffff', 'filter="url(#shadow)"') +
  bar(b.x + b.w - 480, b.y + 160, 240, p.ink, 22) +
  rows(
    4,
    (i) =>
      bar(b.x + b.w - 480, b.y + 224 + i * 92, 110, p.muted, 10) +
      rect(b.x + b.w - 480, b.y + 244 + i * 92, 360, 46, 12, p.surface, `stroke="${p.muted}" stroke-opacity="0.4" stroke-width="2"`),
  ) +
  rect(b.x + b.w - 480, b.y + 620, 360, 56, 28, p.accent);

export const schedule: Motif = (b, p) =>
  bar(b.x + 28, b.y + 62, 170, p.ink, 18) +
  rows(6, (i) => {
    const x = b.x + 22 + i * ((b.w - 44) / 6);
    const active = i === 2;
    return (
      rect(x + 2, b.y + 110, (b.w - 44) / 6 - 6, 76, 18, active ? p.accent : '#ffffff') +
      bar(x + 14, b.y + 130, 26, active ? '#ffffff' : p.muted, 9) +
      bar(x + 12, b.y + 152, 30, active ? '#ffffff' : p.ink, 14)
    );
  }) +
  rows(5, (i) => {
    const y = b.y + 220 + i * 104;
    return (
      rect(b.x + 20, y, b.w - 40, 88, 22, i === 0 ? p.accent2 : '#ffffff') +
      rect(b.x + 38, y + 24, 64, 40, 20, i === 0 ? '#ffffff' : p.bg[0]) +
      bar(b.x + 120, y + 24, 130, p.ink, 13) +
      bar(b.x + 120, y + 50, 90, p.muted, 9) +
      circle(b.x + b.w - 62, y + 44, 18, i === 0 ? p.accent : p.muted, 'opacity="0.7"')
    );
  });

export const booking: Motif = (b, p) =>
  rect(b.x, b.y, b.w, 470, 0, p.accent) +
  rows(
    5,
    (i) =>
      `<ellipse cx="${b.x + 120 + i * 260}" cy="${b.y + 470}" rx="120" ry="260" fill="${i % 2 ? p.accent2 : p.ink}" opacity="0.35" transform="rotate(${i % 2 ? 24 : -18} ${b.x + 120 + i * 260} ${b.y + 470})"/>`,
  ) +
  bar(b.x + 80, b.y + 46, 180, '#ffffff', 18) +
  bar(b.x + 80, b.y + 180, 520, '#ffffff', 40) +
  bar(b.x + 80, b.y + 236, 380, '#ffffff', 40) +
  rect(b.x + 80, b.y + 380, b.w - 160, 104, 26, '#ffffff', 'filter="url(#shadow)"') +
  rows(3, (i) => bar(b.x + 120 + i * 280, b.y + 408, 100, p.muted, 10) + bar(b.x + 120 + i * 280, b.y + 432, 170, p.ink, 16)) +
  rect(b.x + b.w - 330, b.y + 404, 210, 56, 28, p.accent2) +
  rows(3, (i) => {
    const w = (b.w - 160 - 48) / 3;
    const x = b.x + 80 + i * (w + 24);
    return rect(x, b.y + 540, w, 180, 20, i === 1 ? p.accent2 : p.muted, 'opacity="0.85"') + bar(x, b.y + 740, w * 0.6, p.ink, 12);
  });

export const rings: Motif = (b, p, t) => {
  const cx = b.x + b.w / 2;
  const cy = b.y + 300;
  const fills = [p.accent, p.accent2, '#ff5c8a'];
  return (
    bar(b.x + 28, b.y + 62, 120, '#ffffff', 16) +
    rows(3, (i) => {
      const r = 140 - i * 40;
      const share = 0.55 + 0.3 * Math.sin(t * TAU + i * 1.3);
      return (
        circle(cx, cy, r, 'none', `stroke="${fills[i]}" stroke-opacity="0.2" stroke-width="30"`) +
        path(arc(cx, cy, r, share), fills[i]!, 30)
      );
    }) +
    rows(3, (i) => bar(b.x + 34 + i * 106, b.y + 490, 70, fills[i]!, 22) + bar(b.x + 34 + i * 106, b.y + 522, 50, '#ffffff66', 9)) +
    rows(7, (i) => {
      const h = 60 + 50 * (0.5 + 0.5 * Math.sin(i * 1.7 + t * TAU));
      return rect(b.x + 40 + i * 42, b.y + 720 - h, 24, h, 12, i === 4 ? p.accent : '#ffffff33');
    })
  );
};

export const map: Motif = (b, p) => {
  const route = [
    [b.x + 60, b.y + 520],
    [b.x + 120, b.y + 400],
    [b.x + 230, b.y + 380],
    [b.x + 260, b.y + 240],
    [b.x + 300, b.y + 160],
  ] as const;
  return (
    rect(b.x, b.y, b.w, b.h, 44, '#eef1ea') +
    rows(7, (i) => path(`M${b.x} ${b.y + 80 + i * 100} L${b.x + b.w} ${b.y + 40 + i * 110}`, '#ffffff', 14)) +
    rows(4, (i) => path(`M${b.x + 40 + i * 90} ${b.y} L${b.x + 80 + i * 80} ${b.y + b.h}`, '#ffffff', 12)) +
    rect(b.x + 200, b.y + 430, 110, 80, 14, p.accent2, 'opacity="0.35"') +
    path(polyline(route), p.accent, 8) +
    circle(route[0][0], route[0][1], 14, p.ink) +
    `<path d="M${route[4][0]} ${route[4][1] + 24} c-26 -30 -26 -44 -26 -54 a26 26 0 0 1 52 0 c0 10 0 24 -26 54 Z" fill="${p.accent2}"/>` +
    circle(route[4][0], route[4][1] - 30, 9, '#ffffff') +
    rect(b.x, b.y + b.h - 210, b.w, 210, 32, '#ffffff') +
    circle(b.x + 56, b.y + b.h - 150, 26, p.accent) +
    bar(b.x + 96, b.y + b.h - 166, 140, p.ink, 13) +
    bar(b.x + 96, b.y + b.h - 142, 90, p.muted, 9) +
    rect(b.x + 30, b.y + b.h - 90, b.w - 60, 14, 7, '#e6e6e0') +
    rect(b.x + 30, b.y + b.h - 90, (b.w - 60) * 0.62, 14, 7, p.accent)
  );
};
