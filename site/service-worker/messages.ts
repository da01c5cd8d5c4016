/**
 * Sent by a page that loaded before any worker controlled it (the first visit): the worker
 * keeps the page and the files it loaded, so that page also opens offline.
 */
export interface KeepVisitMessage {
  type: 'keep-visit';
  page: string;
  resources: string[];
}

export function isKeepVisitMessage(data: unknown): data is KeepVisitMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, page, resources } = data as Partial<KeepVisitMessage>;
  return type === 'keep-visit' && typeof page === 'string' && Array.isArray(resources) && resources.every((url) => typeof url === 'string');
}
