import { createHash } from "node:crypto";
import type { Context } from "hono";

/**
 * A keyed hash of the client's address: enough to count its requests, useless to recover the address, which we
 * never store. Behind a proxy (TRUST_PROXY=true) the client is the first address of X-Forwarded-For; otherwise the
 * peer of the connection.
 */
export function clientDigest(
  secret: string,
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
): string {
  const client = (trustProxy ? forwardedFor?.split(",")[0]?.trim() : undefined) || peer || "unknown";
  return createHash("sha256").update(`${secret}|${client}`).digest("hex");
}

export type ClientKey = (c: Context) => string;

export function clientKeyReader(secret: string, trustProxy: boolean): ClientKey {
  return (c) => {
    const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
      ?.remoteAddress;
    return clientDigest(secret, peer, c.req.header("x-forwarded-for"), trustProxy).slice(0, 32);
  };
}
