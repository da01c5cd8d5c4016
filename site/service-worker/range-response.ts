/**
 * Answers a media element's Range request (`bytes=start-end`, `bytes=start-` or `bytes=-suffix`)
 * from a whole file, so a kept loop also plays offline. Anything it cannot satisfy gets 416.
 */
export async function rangeResponse(whole: Response, range: string): Promise<Response> {
  const body = await whole.blob();
  const size = body.size;
  const bounds = parseRange(range, size);
  if (!bounds) {
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers: { 'Content-Range': `bytes */${size}` } });
  }
  const [start, end] = bounds;
  const headers = new Headers(whole.headers);
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(body.slice(start, end + 1), { status: 206, statusText: 'Partial Content', headers });
}

function parseRange(range: string, size: number): [number, number] | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? [start, end] : null;
}
