import type { RequestHandler } from 'express';
import type { render } from '../../client/entry-server';
import type { Lang } from '../../shared/i18n/langs';
import type { ScriptPreloads } from './script-preloads';

export type Render = typeof render;

/** What the page handler needs from the build: in production the dist files, in development Vite. */
export interface SsrRuntime {
  /** Extra CSP connect-src sources the runtime needs (Vite's HMR socket in development). */
  connectSources: string[];
  /** Font files to preload on a page in each language (none in development). */
  fontPreloads: Record<Lang, string[]>;
  /** Script chunks to preload for a page (none in development). */
  scriptPreloads: ScriptPreloads;
  /** The site's stylesheets, for pages written without the template (the offline page). */
  stylesheets: string[];
  /** Serves the client's files (built assets, public files, or Vite's dev modules). */
  assets: RequestHandler;
  template(url: string): Promise<string>;
  renderer(): Promise<Render>;
  /** Maps a server-side error's stack to the source, where the runtime can. */
  fixStack(error: Error): void;
  close(): Promise<void>;
}
