import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A value only the browser knows (its address, clock, time zone or storage), read once the page is hydrated:
 * `onServer` in the server's HTML and during hydration, so that the two agree.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}
