import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FinishedPage } from '../../platform/assets/critical-css';
import type { Audience, RenderedDocument } from './page-document';
import type { SsrRuntime } from './runtime';

/** Markups of not-found pages whose cut is kept: a few per language (one per section with its own, and the plain one). */
const KEPT_CUTS = 64;

/**
 * What a page's cut depends on: its elements and attributes, without its text and its links,
 * which differ between two paths of one not-found page (the language switch names the path).
 */
const shapeOf = (html: string) =>
  createHash('sha256')
    .update(html.replace(/>[^<]*</g, '><').replace(/ (?:href|content)="[^"]*"/g, ''))
    .digest('base64url');

/**
 * Finishes the pages rendered for one request. A not-found page renders for each (any path can
 * ask for one), but its stylesheet is cut once per shape of its markup and given to every page
 * of that shape (decision 0072), so that a 404 weighs what a kept page does instead of carrying
 * the whole stylesheet, and a request costs no cut after the first. Anything else, and every
 * page in development, keeps the whole stylesheet.
 */
export function notFoundFinish(runtime: SsrRuntime): (document: RenderedDocument, audience: Audience) => Promise<FinishedPage> {
  const cuts = new LRUCache<string, Promise<(html: string) => FinishedPage>>({ max: KEPT_CUTS });
  return async (document, audience) => {
    if (!runtime.cachesPages || document.status !== 404) return runtime.finishPage.whole(document.html(audience));
    // The crawlers' variant holds every other's markup (decision 0052).
    const widest = document.html('crawler');
    const shape = shapeOf(widest);
    let cut = cuts.get(shape);
    if (!cut) {
      cut = runtime.finishPage.cut(widest);
      cuts.set(shape, cut);
      cut.catch(() => cuts.delete(shape));
    }
    return (await cut)(document.html(audience));
  };
}
