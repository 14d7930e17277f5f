// The browser's one way to the server's JSON calls (docs/architecture.md#the-api-calls): resource routes under /api
// (app/routes/api/). An answer's type comes from its route module (`AnswerOf<typeof loader>`), so a change on the
// server is a type error here. Every call gives an `ApiResult`: the data of a success, or one error shape with the
// status and a French message.
import type { JsonAnswer } from "../../server/http/api-route";
import type { EventBody } from "../routes/api/events";

/** What a refused or failed call says: `status` 0 when the server could not be reached. */
export type ApiError = { status: number; code: string; message: string };
export type ApiResult<T> = { ok: true; data: T } | ({ ok: false } & ApiError);

/** The JSON body of a route's success, e.g. `AnswerOf<typeof loader>` for app/routes/api/bookmarks.ts's loader. */
export type AnswerOf<Handler extends (...args: never[]) => Promise<unknown>> =
  Extract<Awaited<ReturnType<Handler>>, JsonAnswer<unknown>> extends JsonAnswer<infer Data> ? Data : never;

export const UNREACHABLE_MESSAGE = "Le serveur ne répond pas. Vérifiez votre connexion et réessayez.";

type Call = { method?: "GET" | "POST" | "DELETE"; json?: unknown; keepalive?: boolean; cache?: RequestCache };

/**
 * Sends one call and reads its answer: never throws. `Data` is the answer's body (null for 204 and other answers
 * without JSON). A refusal that carries no message gets `messageWhenNone`.
 */
export async function request<Data = null>(
  path: `/api/${string}`,
  { json, ...call }: Call = {},
  messageWhenNone?: string,
): Promise<ApiResult<Data>> {
  try {
    const response = await fetch(path, {
      ...call,
      method: call.method ?? (json === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      ...(json === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(json) }),
    });
    if (!response.ok) return { ok: false, ...(await errorOf(response, messageWhenNone)) };
    const isJson = response.headers.get("content-type")?.startsWith("application/json");
    return { ok: true, data: response.status !== 204 && isJson ? await response.json() : null };
  } catch {
    return { ok: false, status: 0, code: "unreachable", message: UNREACHABLE_MESSAGE };
  }
}

/** Our API answers `{ error: { code, message } }`; better-auth's endpoints answer `{ code, message }`. */
async function errorOf(response: Response, messageWhenNone = `Erreur ${response.status}`): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const inner = body && typeof body === "object" && "error" in body ? body.error : body;
  const { code, message } = (inner && typeof inner === "object" ? inner : {}) as { code?: unknown; message?: unknown };
  return {
    status: response.status,
    code: typeof code === "string" ? code : `HTTP_${response.status}`,
    message: typeof message === "string" ? message : messageWhenNone,
  };
}

/** Where the back-office's CSV exports download from (a link the browser follows, not a call). */
export const adminExportPath = (list: "subscribers" | "attempts" | "error-reports" | "missed-questions") =>
  `/api/admin/${list}.csv` as const;

/** Where a class session's CSV export downloads from (docs/product.md#class-mode). */
export const classExportPath = (sessionId: string) =>
  `/api/class/sessions/${encodeURIComponent(sessionId)}/answers.csv`;

/**
 * A teacher's live results: `onChange` runs each time a pupil's answer reaches the server (Server-Sent Events; the
 * browser reconnects by itself after a network cut). `onStopped` runs when the browser gives up: the server refused
 * the stream (too many open, signed out, session deleted or closed). Returns the function that stops listening.
 */
export function watchClassSession(sessionId: string, onChange: () => void, onStopped?: () => void): () => void {
  const source = new EventSource(`/api/class/sessions/${encodeURIComponent(sessionId)}/events`);
  source.addEventListener("change", onChange);
  // After a reconnection, what changed while the stream was down is fetched once.
  source.addEventListener("ready", onChange);
  source.addEventListener("error", () => {
    if (source.readyState === EventSource.CLOSED) onStopped?.();
  });
  return () => source.close();
}

/**
 * A finished quiz's events are sent as a beacon, which the browser delivers even while the page unloads; where
 * beacons are refused, the same body goes as a regular call.
 */
export function sendEvent(body: EventBody): void {
  const text = JSON.stringify(body);
  if (navigator.sendBeacon?.("/api/events", new Blob([text], { type: "application/json" }))) return;
  void request("/api/events", { json: body, keepalive: true });
}
