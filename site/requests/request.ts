/** A non-OK answer as data: its status, its body, and the body's JSON when it is JSON. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: string,
    readonly data: unknown,
  ) {
    // The spec's message format (section 7), for logs and for anything that shows it.
    super(`${status}: ${body}`);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The one way the client calls the API (docs/requirements.md section 7): a JSON body (or a
 * multipart form) and its content type only when there is a body, cookies always, and any non-OK answer becomes an ApiError whose
 * message is "STATUS: body" (or the status text when the body is empty). 401 is no exception.
 */
export async function apiRequest(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(body === undefined
      ? { headers }
      : // A form (with a file) goes as multipart; the browser writes its Content-Type with the boundary.
        body instanceof FormData
        ? { headers, body }
        : { headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText, parseJson(text));
  }
  return response;
}
