import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { requestContext, type AppEnv } from "./context";

/** The app's request log, gathered: one object per line. */
function loggedRequests() {
  const lines: { msg: string; status: number; path: string }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, requests: () => lines.filter((line) => line.msg === "request") };
}

describe("requestContext's request log", () => {
  it("logs the status answered", async () => {
    const { logger, requests } = loggedRequests();
    const app = new Hono<AppEnv>().use(requestContext(logger)).get("/rate", (c) => c.text("trop", 429));
    expect((await app.request("/rate")).status).toBe(429);
    expect(requests()).toMatchObject([{ path: "/rate", status: 429 }]);
  });

  it("logs a request its browser gave up as 499, not as the 500 nobody received", async () => {
    const { logger, requests } = loggedRequests();
    const browser = new AbortController();
    // What React Router does when the request is aborted while its loader runs.
    const app = new Hono<AppEnv>().use(requestContext(logger)).get("/page.data", (c) => {
      browser.abort();
      return c.text("aborted", 500);
    });
    await app.request(new Request("http://localhost/page.data", { signal: browser.signal }));
    expect(requests()).toMatchObject([{ path: "/page.data", status: 499 }]);
  });
});
