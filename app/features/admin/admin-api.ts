import type { AdminStats, AttemptRow, Page, SubscriberRow } from "../../../server/domain/admin-reports";

export type { AdminStats, AttemptRow, Page, SubscriberRow };

/** The back-office's calls; the admin cookie travels by itself (httpOnly, SameSite=Strict). */
export type AdminResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

async function call<T>(path: string, init?: RequestInit): Promise<AdminResult<T>> {
  try {
    const response = await fetch(`/api/admin${path}`, { credentials: "same-origin", ...init });
    if (response.ok) return { ok: true, data: (response.status === 204 ? null : await response.json()) as T };
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { ok: false, status: response.status, message: body?.error?.message ?? `erreur ${response.status}` };
  } catch {
    return { ok: false, status: 0, message: "le serveur est injoignable. Vérifiez votre connexion." };
  }
}

export const signInAdmin = (password: string) =>
  call<{ authenticated: true }>("/session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password }),
  });
export const signOutAdmin = () => call<null>("/session", { method: "DELETE" });
export const fetchPage = <Row>(list: "subscribers" | "attempts", cursor?: string) =>
  call<Page<Row>>(`/${list}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
export const fetchStats = () => call<AdminStats>("/stats");
export const exportUrl = (list: "subscribers" | "attempts") => `/api/admin/${list}.csv`;

const DATE = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Paris" });
export const formatDate = (iso: string) => DATE.format(new Date(iso));
