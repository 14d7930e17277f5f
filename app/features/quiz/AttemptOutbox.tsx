import { useEffect } from "react";
import { flushClassOutbox, flushOutbox } from "./outbox";

/**
 * Sends the attempts and class answers a failed save left in this browser: on every page load, and when the network
 * comes back.
 */
export function AttemptOutbox() {
  useEffect(() => {
    const flush = () => {
      void flushOutbox();
      void flushClassOutbox();
    };
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, []);
  return null;
}
