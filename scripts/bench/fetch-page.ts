/** The server renders a different variant for crawlers, so pages are measured as both. */
export const VARIANTS = {
  people: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const;

export interface FetchedPage {
  contentType: string;
  body: Buffer;
}

/**
 * GETs `url` as `userAgent`, asking for identity encoding (fetch would ask for gzip), as
 * autocannon sends no Accept-Encoding and gets the plain page.
 */
export const getAs = (url: string, userAgent: string): Promise<Response> =>
  fetch(url, { headers: { 'user-agent': userAgent, 'accept-encoding': 'identity' } });

/** GETs a page as `userAgent` (getAs) and fails unless it answers 200. */
export async function fetchPage(url: string, userAgent: string): Promise<FetchedPage> {
  const response = await getAs(url, userAgent);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { contentType: response.headers.get('content-type') ?? 'application/octet-stream', body };
}
