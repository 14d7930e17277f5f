import type { MiddlewareHandler } from "hono";

/** A member's own data is never kept by the browser's or a proxy's cache. */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header("Cache-Control", "no-store");
  await next();
};

/**
 * For the whole API: an answer that does not say how to cache it (back-office lists with emails, account data, any
 * refusal) is not kept by any cache. Answers that may be cached say so themselves (the quiz exports).
 */
export const noStoreUnlessSaid: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.headers.has("Cache-Control")) return;
  try {
    c.res.headers.set("Cache-Control", "no-store");
  } catch {
    // A response whose headers are immutable (one passed through from fetch): copied with the header.
    const headers = new Headers(c.res.headers);
    headers.set("Cache-Control", "no-store");
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  }
};
