import { randomUUID } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "../infra/logger";
import { createNonce } from "./security";

/**
 * What every request carries through our middleware: its id, its logger, its CSP nonce (made on demand), and whether
 * it was answered with a build file that pages load as a subresource (which gets no document-only header).
 */
export type AppEnv = {
  Bindings: HttpBindings;
  Variables: { requestId: string; log: Logger; nonce: () => string; subresource?: boolean };
};

const REQUEST_ID = /^[\w.-]{8,64}$/;
const CLIENT_CLOSED_REQUEST = 499;

/** Gives each request an id (a well-formed incoming X-Request-Id is kept), a child logger, and logs one line at the end. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    // Made on first use: only HTML documents need one (docs/performance.md).
    let nonce: string | undefined;
    c.set("nonce", () => (nonce ??= createNonce()));
    const started = performance.now();
    await next();
    withMutableHeaders(c).set("X-Request-Id", requestId);
    // A request its browser gave up (a navigation away, a closed tab) gets an answer nobody receives: React Router
    // answers it 500. It is logged as 499, nginx's « client closed request », so that a 5xx in the log is the
    // server's fault.
    const status = c.req.raw.signal.aborted ? CLIENT_CLOSED_REQUEST : c.res.status;
    log.info(
      { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) },
      "request",
    );
  };
}

/** Redirect responses have immutable headers; copy the response once when we need to add ours. */
export function withMutableHeaders(c: Context): Headers {
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    return c.res.headers;
  } catch {
    c.res = new Response(c.res.body, c.res);
    return c.res.headers;
  }
}

export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);
