import type { MiddlewareHandler } from "hono";
import { NON_DOCUMENT_CSP, baselineHeaders, documentCsp } from "./security";
import { withMutableHeaders, type AppEnv } from "./context";

/**
 * The strict headers of the production build: every answer gets the baseline headers; an HTML document without its
 * own policy (prerendered pages bring theirs, with script hashes) gets one with this request's nonce.
 */
export function productionSecurityHeaders(https: boolean): MiddlewareHandler<AppEnv> {
  const headerEntries = Object.entries(baselineHeaders(https));
  return async (c, next) => {
    await next();
    const headers = withMutableHeaders(c);
    for (const [name, value] of headerEntries) headers.set(name, value);
    if (!headers.has("Content-Security-Policy")) {
      const isDocument = headers.get("Content-Type")?.startsWith("text/html");
      headers.set(
        "Content-Security-Policy",
        isDocument ? documentCsp({ scriptSources: [`'nonce-${c.get("nonce")()}'`], https }) : NON_DOCUMENT_CSP,
      );
    }
  };
}

/** Development serves Vite's inline HMR client: only the header that costs nothing is kept. */
export const developmentSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  withMutableHeaders(c).set("X-Content-Type-Options", "nosniff");
};
