import { describe, expect, it } from "vitest";
import { clientAddress, clientDigest, trustedProxyHops } from "./client-address";

describe("clientAddress", () => {
  it("is the connection's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("198.51.100.7", "203.0.113.1", 0)).toBe("198.51.100.7");
    expect(clientAddress("198.51.100.7", undefined, 0)).toBe("198.51.100.7");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("behind one proxy, is the right-most entry: the one the proxy appended, not one the client wrote", () => {
    expect(clientAddress("10.0.0.2", "203.0.113.9", 1)).toBe("203.0.113.9");
    // The client sent « X-Forwarded-For: 1.2.3.4 »; the proxy appended the address it saw.
    expect(clientAddress("10.0.0.2", "1.2.3.4, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "1.2.3.4,5.6.7.8 ,203.0.113.9", 1)).toBe("203.0.113.9");
  });

  it("behind several proxies, skips the entries the trusted proxies added", () => {
    // client → CDN → load balancer → server: the load balancer appended the CDN's address.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 192.0.2.50", 2)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "203.0.113.9, 192.0.2.50, 192.0.2.60", 3)).toBe("203.0.113.9");
  });

  it("falls back on the peer when the header is missing, empty or shorter than the trusted chain", () => {
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", " , ", 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "203.0.113.9", 2)).toBe("10.0.0.2");
    expect(clientAddress(undefined, "", 1)).toBe("unknown");
  });

  it("gives one digest per client, keyed by the secret, and hops only when the proxy is trusted", () => {
    expect(clientDigest("s", "10.0.0.2", "1.2.3.4, 203.0.113.9", 1)).toBe(
      clientDigest("s", "10.0.0.3", "9.9.9.9, 203.0.113.9", 1),
    );
    expect(clientDigest("s", "10.0.0.2", "203.0.113.9", 1)).not.toBe(clientDigest("t", "10.0.0.2", "203.0.113.9", 1));
    expect(clientDigest("s", "10.0.0.2", "203.0.113.9", 1)).not.toContain("203.0.113.9");
    expect(trustedProxyHops({ TRUST_PROXY: false, TRUSTED_PROXY_HOPS: 2 })).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY: true, TRUSTED_PROXY_HOPS: 2 })).toBe(2);
  });
});
