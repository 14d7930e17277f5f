import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Keeps a pupil's page of a teacher-paced session in step with the teacher: each change of pace the server announces
 * (a question shown, an answer revealed, the session closed, a poll opened; Server-Sent Events on
 * /rejoindre/:code/direct, identified by the device's cookie) has the page's data read again. When the server ends
 * the stream for good (the session closed: 204), the page is read once more, so that it says so.
 */
export function useLivePace(code: string, enabled: boolean): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource(`/rejoindre/${encodeURIComponent(code)}/direct`);
    const reread = () => void revalidate();
    source.addEventListener("change", reread);
    // After a reconnection, what changed while the stream was down is read once.
    source.addEventListener("ready", reread);
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED) reread();
    });
    return () => source.close();
  }, [code, enabled, revalidate]);
}
