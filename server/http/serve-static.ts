import type { MiddlewareHandler } from "hono";
import { SERVICE_WORKER_CSP, documentCsp } from "./security";
import { SERVICE_WORKER_FILE } from "../../core/offline";
import { pickEncoding, type StaticFiles } from "./static-files";
import type { AppEnv } from "./context";

/**
 * Serves the in-memory client build; prerendered pages carry a CSP listing the hashes of their inline scripts, the
 * service worker its own policy; files loaded as subresources are marked so that they get no document-only header.
 */
export function serveStaticFiles(files: StaticFiles, https: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const file = files.get(c.req.path);
    if (!file) return next();
    if (file.subresource) c.set("subresource", true);
    const headers = new Headers({
      "Content-Type": file.contentType,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    });
    if (file.scriptHashes) headers.set("Content-Security-Policy", documentCsp(file.scriptHashes, https));
    else if (c.req.path === `/${SERVICE_WORKER_FILE}`) headers.set("Content-Security-Policy", SERVICE_WORKER_CSP);
    if (c.req.header("if-none-match") === file.etag) return new Response(null, { status: 304, headers });
    const encoding = pickEncoding(file, c.req.header("accept-encoding"));
    const body = encoding === "br" ? file.brotli! : encoding === "gzip" ? file.gzip! : file.body;
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    // Buffers read from disk sit on a plain ArrayBuffer, which is what BodyInit wants.
    return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  };
}
