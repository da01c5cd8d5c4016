/**
 * The one way the client calls the API (spec section 7): a JSON body and its content type
 * only when there is a body, cookies always, and any non-OK answer becomes an Error whose
 * message is "STATUS: body" (or the status text when the body is empty). 401 is no exception.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  return response;
}
