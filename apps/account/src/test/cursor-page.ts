import { HttpResponse } from 'msw';

/** A page of a cursor-paged list as the API sends it: the items, the next cursor in a header. */
export interface CursorPage {
  items: unknown[];
  nextCursor?: string | null;
}

/**
 * The answer for a cursor-paged list (GET /audit-log, GET /developers/requests): the items as the
 * JSON body, the next cursor in `x-next-cursor`.
 */
export function cursorPage({ items, nextCursor }: CursorPage): Response {
  return HttpResponse.json(items, { headers: nextCursor ? { 'x-next-cursor': nextCursor } : {} });
}

/**
 * What `call` returns or resolves; when it fails, a failure without an error text (500, empty
 * body), so the page shows its own message.
 */
export async function orFailWithoutText<T>(call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    return Promise.reject({ status: 500 });
  }
}
