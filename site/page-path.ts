/**
 * The path of the page this document is, when it is a page of the site at its canonical path:
 * the head names that path for every page found (site/search-engines/head.ts) and for no 404,
 * which is what the server's `sitePagePath` says, without the lists of every page, which grow
 * with the content and stay on the server (decision 0069).
 */
export function thisPagePath(): string | null {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical && new URL(canonical).pathname === location.pathname ? location.pathname : null;
}
