import type { MiddlewareHandler } from "hono";
import { AppError } from "../domain/errors";
import { SAFE_METHODS } from "./context";

export const FOREIGN_WRITE_MESSAGE = "Requête refusée : elle ne provient pas de ce site.";

/**
 * A write from another site is refused before anything reads it (CSRF): browsers say where a request comes from.
 * Our origin is PUBLIC_URL's, or the address the browser reached (http://127.0.0.1:3000 as well as localhost).
 * The same check guards the page actions and the resource routes (server/app.ts), so every door answers a foreign
 * `Origin` or `Sec-Fetch-Site: cross-site` with the same 403.
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

/**
 * The request as the browser made it. Behind a TLS-terminating proxy the server receives `http://lacademie.fr/…`
 * while the browser sent `Origin: https://lacademie.fr`, and React Router refuses any action whose Origin differs
 * from the request's own origin (400). A request addressed to PUBLIC_URL's host, or whose Origin is PUBLIC_URL's
 * (a proxy that rewrites Host), was made to the public site: it is handed on with PUBLIC_URL's origin.
 */
export function asPublicRequest(request: Request, publicUrl: string): Request {
  const publicOrigin = new URL(publicUrl);
  const url = new URL(request.url);
  if (url.origin === publicOrigin.origin) return request;
  if (url.host !== publicOrigin.host && request.headers.get("origin") !== publicOrigin.origin) return request;
  return new Request(publicOrigin.origin + url.pathname + url.search, request);
}
