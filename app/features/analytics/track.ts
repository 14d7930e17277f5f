import { sendEvent } from "../../api/client";
import type { EventBody } from "../../routes/api/events";
import { anonymousBrowserId } from "../session/browser-id";

/** The events the API accepts, each with exactly its properties (the server's schema, through the typed client). */
type TrackedEvent = EventBody["event"];
type PropertiesOf<Name extends TrackedEvent["name"]> = Extract<TrackedEvent, { name: Name }>["properties"];

/**
 * First-party, anonymous audience measurement (docs/product.md#audience-measurement). Never blocks and never fails
 * the page: the beacon is queued by the browser, and any refusal is ignored.
 */
export function track<Name extends TrackedEvent["name"]>(
  name: Name,
  ...[properties]: PropertiesOf<Name> extends Record<string, never> ? [] : [PropertiesOf<Name>]
): void {
  try {
    const event = { name, properties: properties ?? {} } as TrackedEvent;
    sendEvent({ sessionId: anonymousBrowserId(), path: location.pathname, event });
  } catch {
    // measurement is never worth an error
  }
}
