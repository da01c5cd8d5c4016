import type { ProjectSlug } from '../../shared/content/types';
import { browser, floatingCard, phone } from './devices';
import * as motifs from './project-motifs';
import { backdrop, document, rect, type Box, type Palette } from './svg';

export const PROJECT_ART_SIZE = { width: 1600, height: 1000 } as const;

interface ProjectArt {
  device: 'phone' | 'browser' | 'board';
  motif: motifs.Motif;
  palette: Palette;
}

/** Each case study's cover: its product's kind of screen in its brand's colours. */
const ART: Record<ProjectSlug, ProjectArt> = {
  'banking-app': {
    device: 'phone',
    motif: motifs.finance,
    palette: { bg: ['#0f1d3d', '#14506b'], surface: '#f4f6fb', ink: '#0f1d3d', muted: '#9aa3b8', accent: '#3b2fe0', accent2: '#1ec8a5' },
  },
  'sustainable-fashion': {
    device: 'browser',
    motif: motifs.shop,
    palette: { bg: ['#dfe6d3', '#a9bd98'], surface: '#f6f4ee', ink: '#27352a', muted: '#8a958a', accent: '#5f7d4f', accent2: '#e8d9c0' },
  },
  'gaming-platform': {
    device: 'browser',
    motif: motifs.bracket,
    palette: { bg: ['#1a0b33', '#4a1266'], surface: '#150a29', ink: '#ffffff', muted: '#8e7bb0', accent: '#8c5cff', accent2: '#ff4fd8' },
  },
  'telehealth-app': {
    device: 'phone',
    motif: motifs.call,
    palette: { bg: ['#d9ecff', '#8fc4f2'], surface: '#f3f8fd', ink: '#0c2a4a', muted: '#8ea3ba', accent: '#2d6fd6', accent2: '#7ed3c0' },
  },
  'local-bakery-website': {
    device: 'browser',
    motif: motifs.menu,
    palette: { bg: ['#f6e3c4', '#dfae74'], surface: '#fbf5ea', ink: '#4a2c17', muted: '#b39a80', accent: '#c98a45', accent2: '#8a4f22' },
  },
  'furniture-craftsman-showcase': {
    device: 'browser',
    motif: motifs.gallery,
    palette: { bg: ['#3b2a1f', '#7a5537'], surface: '#f3ede4', ink: '#2b1d14', muted: '#b9a48c', accent: '#a8743f', accent2: '#d6b07c' },
  },
  'local-cafe-rebrand': {
    device: 'board',
    motif: motifs.brand,
    palette: { bg: ['#f3d9c6', '#d98b5f'], surface: '#fbf1e7', ink: '#3a1f14', muted: '#a47d68', accent: '#b4502d', accent2: '#f2b33d' },
  },
  'local-contractor-leads': {
    device: 'browser',
    motif: motifs.leads,
    palette: { bg: ['#2d3a46', '#51667a'], surface: '#f5f6f7', ink: '#1d262e', muted: '#8b98a5', accent: '#f26a21', accent2: '#3d5266' },
  },
  'yoga-studio-digital': {
    device: 'phone',
    motif: motifs.schedule,
    palette: { bg: ['#efe0f5', '#f7c9b5'], surface: '#fbf7fb', ink: '#3d2847', muted: '#b29cbc', accent: '#8a5cb8', accent2: '#f4b29a' },
  },
  'boutique-hotel-experience': {
    device: 'browser',
    motif: motifs.booking,
    palette: { bg: ['#e9e1cf', '#c9b68f'], surface: '#f7f3ea', ink: '#1f3326', muted: '#a9ae98', accent: '#2f5d44', accent2: '#d9a75a' },
  },
  'fitness-tracking-app': {
    device: 'phone',
    motif: motifs.rings,
    palette: { bg: ['#0b0d12', '#1d2b12'], surface: '#111418', ink: '#ffffff', muted: '#6b7280', accent: '#b6f23a', accent2: '#35d0f5' },
  },
  'local-delivery-platform': {
    device: 'phone',
    motif: motifs.map,
    palette: { bg: ['#d6f2ec', '#6cc7b6'], surface: '#ffffff', ink: '#0f3b35', muted: '#8fb0aa', accent: '#0f8f7e', accent2: '#ffc23d' },
  },
};

/** The cover of a case study as SVG; `t` (0..1) is the moment in its loop (0 is the still). */
export function projectArt(slug: ProjectSlug, t = 0): string {
  const { device, motif, palette } = ART[slug];
  const { width, height } = PROJECT_ART_SIZE;
  const back = backdrop(width, height, palette, t);
  let body = back.body;
  let clip = '';
  // Screen content stays inside its screen, like a real one.
  const screenOf = (box: Box, radius: number) => {
    clip = `<clipPath id="screen">${rect(box.x, box.y, box.w, box.h, radius, '#000')}</clipPath>`;
    return `<g clip-path="url(#screen)">${motif(box, palette, t)}</g>`;
  };
  if (device === 'phone') {
    const { frame, screen } = phone(610, 100, palette);
    body += floatingCard(230, 300, 330, 110, palette, palette.accent) + floatingCard(1040, 620, 330, 110, palette, palette.accent2);
    body += frame + screenOf(screen, 44);
  } else if (device === 'browser') {
    const { frame, page } = browser({ x: 180, y: 110, w: 1240, h: 840 }, palette);
    body += frame + screenOf(page, 0);
  } else {
    body += motif({ x: 120, y: 100, w: 1360, h: 800 }, palette, t);
  }
  return document(width, height, body, back.defs + clip);
}
