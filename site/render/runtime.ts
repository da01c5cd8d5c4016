import type { RequestHandler } from 'express';
import type { render } from '../entry-server';
import type { Lang } from '../../shared/i18n/langs';
import type { FinishPage } from '../../platform/assets/critical-css';

export type Render = typeof render;

/** What the page handler needs from the build: in production the dist files, in development Vite. */
export interface SsrRuntime {
  /** Pages can be rendered once and kept (production); in development code changes under them. */
  cachesPages: boolean;
  /** Extra CSP connect-src sources the runtime needs (Vite's HMR socket in development). */
  connectSources: string[];
  /** Font files to preload on a page in each language (none in development). */
  fontPreloads: Record<Lang, string[]>;
  /** The site's stylesheets, for pages written without the template (the offline page). */
  stylesheets: string[];
  /** The staff desk's passkey step, a module script its sign-in pages load (platform/assets/build-manifest.ts PASSKEY_STEP_ENTRY). */
  passkeyScript: string;
  /** A rendered page as it is sent: its inline stylesheet cut or whole, and the inline code its CSP allows. */
  finishPage: FinishPage;
  /** Serves the client's files (built assets, public files, or Vite's dev modules). */
  assets: RequestHandler;
  template(url: string): Promise<string>;
  renderer(): Promise<Render>;
  /** Maps a server-side error's stack to the source, where the runtime can. */
  fixStack(error: Error): void;
  close(): Promise<void>;
}
