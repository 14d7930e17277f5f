import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../domain/errors";
import { SAFE_METHODS } from "./context";

/** Refuses with 413 a request body over `maxBytes`, with a French message. */
export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  const payloadTooLarge = () => {
    throw new AppError("payload_too_large", message);
  };
  const limitStreamedBody = bodyLimit({ maxSize: maxBytes, onError: payloadTooLarge });
  return (c, next) => {
    // Hono's bodyLimit reads `c.req.raw.body`, which makes @hono/node-server build a whole web Request for the call
    // (measured in docs/performance.md). A declared length needs no stream: Node's parser never reads past it.
    // Only a chunked body, whose size is known once read, goes through bodyLimit.
    const declaredLength = c.req.header("content-length");
    const declared = declaredLength !== undefined && c.req.header("transfer-encoding") === undefined;
    if (SAFE_METHODS.has(c.req.method) || declared) {
      return Number(declaredLength ?? 0) > maxBytes ? payloadTooLarge() : next();
    }
    return limitStreamedBody(c, next);
  };
}
