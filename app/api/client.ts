// The browser's one way to our API (docs/architecture.md#the-typed-api-client). Request and answer types come from
// the server's route definitions (Hono RPC: `ApiRoutes`), so a change on the server is a type error here. Every call
// gives an `ApiResult`: the data of a success, or one error shape with the status and a French message.
import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiRoutes } from "../../server/api/routes";

/** What a refused or failed call says: `status` 0 when the server could not be reached. */
export type ApiError = { status: number; code: string; message: string };
export type ApiResult<T> = { ok: true; data: T } | ({ ok: false } & ApiError);

export const UNREACHABLE_MESSAGE = "Le serveur ne répond pas. Vérifiez votre connexion et réessayez.";

/** The typed routes of /api. Call them through `request`, which turns any outcome into an `ApiResult`. */
export const api = hc<ApiRoutes>("/api", { init: { credentials: "same-origin" } });

/** The body of a call's successful answers (null for 204 and other answers without JSON). */
export type SuccessData<R> =
  R extends ClientResponse<infer Data, infer Status, infer Format>
    ? Status extends SuccessStatusCode
      ? Format extends "json"
        ? Data
        : null
      : never
    : never;

/** The success data of an endpoint of `api`, e.g. `ApiData<typeof api.progress.$get>`. */
export type ApiData<Endpoint extends (...args: never[]) => Promise<unknown>> = SuccessData<
  Awaited<ReturnType<Endpoint>>
>;

/**
 * Sends one call and reads its answer: never throws. A refusal that carries no message gets `messageWhenNone`.
 */
export async function request<R extends ClientResponse<unknown, number, string>>(
  send: () => Promise<R>,
  messageWhenNone?: string,
): Promise<ApiResult<SuccessData<R>>> {
  try {
    const response = (await send()) as unknown as Response;
    if (!response.ok) return { ok: false, ...(await errorOf(response, messageWhenNone)) };
    const isJson = response.headers.get("content-type")?.startsWith("application/json");
    const data = response.status !== 204 && isJson ? await response.json() : null;
    return { ok: true, data: data as SuccessData<R> };
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
export function sendEvent(body: ApiInput<typeof api.events.$post>["json"]): void {
  const text = JSON.stringify(body);
  if (navigator.sendBeacon?.("/api/events", new Blob([text], { type: "application/json" }))) return;
  void request(() => api.events.$post({ json: body }, { init: { keepalive: true } }));
}

/** The arguments of an endpoint of `api`, e.g. `ApiInput<typeof api.events.$post>["json"]`. */
export type ApiInput<Endpoint> = Endpoint extends (args: infer Args, ...rest: never[]) => unknown ? Args : never;
