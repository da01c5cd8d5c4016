import { DEFAULT_LANG, type Lang } from './i18n/langs';

/** Where the service worker is served (docs/requirements.md section 7); its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

export const FAVICON_PATH = '/favicon.svg';

/** The web app manifest in a language: English at the spec's /manifest.json, others by query. */
export const manifestPath = (lang: Lang) => (lang === DEFAULT_LANG ? '/manifest.json' : `/manifest.json?lang=${lang}`);

/** The page the service worker shows for a page it has not kept, in the visitor's language. */
export const offlinePath = (lang: Lang) => `/offline/${lang}`;

export interface AppIcon {
  src: string;
  size: number;
  /** `any`: the mark with transparent corners; `maskable`: full-bleed, the N inside the safe zone. */
  purpose: 'any' | 'maskable';
}

/** The manifest's icons, in the sizes Chromium asks for (192 for the launcher, 512 for splash screens). */
export const APP_ICONS: readonly AppIcon[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

/** iOS home-screen icon: full-bleed, because iOS rounds the corners itself and fills transparency with black. */
export const APPLE_TOUCH_ICON: AppIcon = { src: '/icons/apple-touch-icon.png', size: 180, purpose: 'maskable' };
