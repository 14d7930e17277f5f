import type { MiddlewareHandler } from "hono";
import { AppError } from "../domain/errors";
import { SAFE_METHODS } from "./context";

export const FOREIGN_WRITE_MESSAGE = "Requête refusée : elle ne provient pas de ce site.";

/**
 * A write from another site is refused before anything reads it (CSRF): browsers say where a request comes from.
 * Our origin is PUBLIC_URL's, or the address the browser reached (http://127.0.0.1:3000 as well as localhost).
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler {
  const ownOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const foreign = origin !== undefined && origin !== ownOrigin && origin !== new URL(c.req.url).origin;
      if (foreign || c.req.header("sec-fetch-site") === "cross-site")
        throw new AppError("forbidden", FOREIGN_WRITE_MESSAGE);
    }
    await next();
  };
}
