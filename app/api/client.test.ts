import { afterEach, describe, expect, it, vi } from "vitest";
import { UNREACHABLE_MESSAGE, request } from "./client";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function answer(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("the API client", () => {
  it("sends calls to our API and gives the answer's data", async () => {
    const fetchMock = answer(json(201, { bookmark: { topicId: "climat" } }));
    const result = await request("/api/bookmarks", { json: { topicId: "climat" } });
    expect(result).toEqual({ ok: true, data: { bookmark: { topicId: "climat" } } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/bookmarks");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"topicId":"climat"}');
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(init.credentials).toBe("same-origin");
  });

  it("gives null for an answer without a body", async () => {
    answer(new Response(null, { status: 204 }));
    expect(await request("/api/bookmarks/climat", { method: "DELETE" })).toEqual({
      ok: true,
      data: null,
    });
  });

  it("gives one error shape for our refusals and better-auth's", async () => {
    answer(json(401, { error: { code: "unauthorized", message: "Connexion requise." } }));
    expect(await request("/api/progress")).toEqual({
      ok: false,
      status: 401,
      code: "unauthorized",
      message: "Connexion requise.",
    });
    answer(json(429, { code: "RATE_LIMITED", message: "Trop de tentatives." }));
    expect(await request("/api/me")).toMatchObject({ ok: false, status: 429, code: "RATE_LIMITED" });
  });

  it("says when the server could not be reached or answered without a message", async () => {
    answer(new TypeError("Failed to fetch"));
    expect(await request("/api/me")).toEqual({
      ok: false,
      status: 0,
      code: "unreachable",
      message: UNREACHABLE_MESSAGE,
    });
    answer(new Response("Bad gateway", { status: 502 }));
    expect(await request("/api/me")).toMatchObject({ status: 502, code: "HTTP_502", message: "Erreur 502" });
    answer(new Response("Bad gateway", { status: 502 }));
    expect(await request("/api/me", {}, "Réessayez plus tard.")).toMatchObject({
      message: "Réessayez plus tard.",
    });
  });
});
