import { createHash } from "node:crypto";
import type { Context } from "hono";
import { standInAddress } from "../infra/auth/auth";

/**
 * Who the client is, as the address that rate limits count it by. Without a trusted proxy (`trustedHops` 0) it is the
 * peer of the connection: X-Forwarded-For is then whatever the client wrote. Behind `trustedHops` reverse proxies
 * (TRUST_PROXY=true, TRUSTED_PROXY_HOPS), each proxy appends the address it received the request from, so the entries
 * a client may choose are on the left and the trusted ones on the right: the client is the right-most entry that no
 * trusted proxy vouches for, the `trustedHops`-th from the right. A header with fewer entries did not come through
 * every proxy: the peer is the client then, never an entry the client could have written.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  if (trustedHops > 0 && forwardedFor) {
    const entries = forwardedFor
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    const client = entries.length >= trustedHops ? entries[entries.length - trustedHops] : undefined;
    if (client) return client;
  }
  return peer || "unknown";
}

/**
 * A keyed hash of the client's address (`clientAddress`): enough to count its requests, useless to recover the
 * address, which we never store.
 */
export function clientDigest(
  secret: string,
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  return createHash("sha256")
    .update(`${secret}|${clientAddress(peer, forwardedFor, trustedHops)}`)
    .digest("hex");
}

/** How many proxies in front of the server are trusted to write X-Forwarded-For: 0 unless TRUST_PROXY=true. */
export function trustedProxyHops(env: { TRUST_PROXY: boolean; TRUSTED_PROXY_HOPS: number }): number {
  return env.TRUST_PROXY ? env.TRUSTED_PROXY_HOPS : 0;
}

/**
 * How this server names a request's client, from its connection and X-Forwarded-For: `key`, what our rate limits count
 * it by; `authAddress`, the stand-in address better-auth counts it by (server/infra/auth/auth.ts `standInAddress`).
 */
export function clientReaders(secret: string, trustedHops: number) {
  const digestOf = (c: Context) => {
    const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
      ?.remoteAddress;
    return clientDigest(secret, peer, c.req.header("x-forwarded-for"), trustedHops);
  };
  return { key: (c: Context) => digestOf(c).slice(0, 32), authAddress: (c: Context) => standInAddress(digestOf(c)) };
}
