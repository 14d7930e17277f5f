/**
 * The headers of a page that is never cached, and whose form may be refused for a while: a 429 of its action keeps
 * its `Retry-After` on both doors (the document POST and `.data`), as /api's refusals do.
 */
export function noStoreHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}
