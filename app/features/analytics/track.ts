import { browserSessionId } from "../session/browser-id";

type Properties = Record<string, string | number | boolean>;

/**
 * First-party, anonymous audience measurement (DESIGN §6.8). Never blocks and never fails the page: the beacon is
 * queued by the browser, and any refusal is ignored.
 */
export function track(name: string, properties: Properties = {}): void {
  try {
    const body = JSON.stringify({
      sessionId: browserSessionId(),
      path: location.pathname,
      event: { name, properties },
    });
    const blob = new Blob([body], { type: "application/json" });
    if (navigator.sendBeacon?.("/api/events", blob)) return;
    void fetch("/api/events", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // measurement is never worth an error
  }
}
