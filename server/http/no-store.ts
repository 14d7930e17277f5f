import type { MiddlewareHandler } from "hono";

/** A member's own data is never kept by the browser's or a proxy's cache. */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header("Cache-Control", "no-store");
  await next();
};
