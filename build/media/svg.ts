/** Small SVG builders for the generated artwork: numbers in, markup out. */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Palette {
  /** Background gradient, top-left to bottom-right. */
  bg: readonly [string, string];
  surface: string;
  ink: string;
  muted: string;
  accent: string;
  accent2: string;
}

export const TAU = Math.PI * 2;

const round = (n: number) => Math.round(n * 10) / 10;

export function document(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function rect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${r}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}" ${extra}/>`;
}

/** A line of "text" in a wireframe: a rounded bar. */
export function bar(x: number, y: number, w: number, fill: string, h = 12): string {
  return rect(x, y, w, h, h / 2, fill);
}

export function path(d: string, stroke: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
}

export function polyline(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${round(x)} ${round(y)}`).join(' ');
}

export function linear(id: string, from: string, to: string, x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function glow(id: string, color: string, opacity = 0.55): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export function shadow(id: string): string {
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="24" stdDeviation="28" flood-color="#0b0d12" flood-opacity="0.28"/></filter>`;
}

/** An arc of a ring from the top, clockwise, covering `share` of the circle. */
export function arc(cx: number, cy: number, r: number, share: number): string {
  const s = Math.min(Math.max(share, 0.001), 0.999);
  const end = -Math.PI / 2 + s * TAU;
  const x = cx + r * Math.cos(end);
  const y = cy + r * Math.sin(end);
  return `M${round(cx)} ${round(cy - r)} A${r} ${r} 0 ${s > 0.5 ? 1 : 0} 1 ${round(x)} ${round(y)}`;
}

/** Gradient backdrop with two soft glows that drift with `t` (0..1, looping). */
export function backdrop(width: number, height: number, palette: Palette, t = 0): { defs: string; body: string } {
  const drift = Math.sin(t * TAU) * 40;
  return {
    defs: linear('bg', palette.bg[0], palette.bg[1]) + glow('glowA', palette.accent) + glow('glowB', palette.accent2) + shadow('shadow'),
    body:
      rect(0, 0, width, height, 0, 'url(#bg)') +
      circle(width * 0.15 + drift, height * 0.2, height * 0.55, 'url(#glowA)') +
      circle(width * 0.88 - drift, height * 0.85, height * 0.6, 'url(#glowB)'),
  };
}
