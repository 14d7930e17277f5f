import type { MiddlewareHandler } from "hono";
import { DOCUMENT_ONLY_HEADERS, NON_DOCUMENT_CSP, documentCsp, subresourceHeaders } from "./security";
import { withMutableHeaders, type AppEnv } from "./context";

/**
 * The strict headers of the production build: every answer gets those that act on subresources; every answer but the
 * build's files that pages load as subresources (marked by serveStaticFiles) also gets those only a document obeys,
 * and, without a policy of its own (prerendered pages bring theirs, with script hashes; the service worker its own),
 * an HTML document gets one with this request's nonce and anything else one that allows nothing (decision 048).
 */
export function productionSecurityHeaders(https: boolean): MiddlewareHandler<AppEnv> {
  const everyAnswer = Object.entries(subresourceHeaders(https));
  const documentOnly = Object.entries(DOCUMENT_ONLY_HEADERS);
  return async (c, next) => {
    await next();
    const headers = withMutableHeaders(c);
    for (const [name, value] of everyAnswer) headers.set(name, value);
    if (c.get("subresource")) return;
    for (const [name, value] of documentOnly) headers.set(name, value);
    if (!headers.has("Content-Security-Policy")) {
      const isDocument = headers.get("Content-Type")?.startsWith("text/html");
      headers.set(
        "Content-Security-Policy",
        isDocument ? documentCsp([`'nonce-${c.get("nonce")()}'`], https) : NON_DOCUMENT_CSP,
      );
    }
  };
}

/** Development serves Vite's inline HMR client: only the header that costs nothing is kept. */
export const developmentSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  withMutableHeaders(c).set("X-Content-Type-Options", "nosniff");
};
