import { useEffect } from "react";
import { flushOutbox } from "./outbox";

/** Sends the attempts a failed save left in this browser: on every page load, and when the network comes back. */
export function AttemptOutbox() {
  useEffect(() => {
    const flush = () => void flushOutbox();
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, []);
  return null;
}
