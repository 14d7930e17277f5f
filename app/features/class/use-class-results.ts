import { useEffect, useRef, useState } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { watchClassSession } from "../../api/client";
export type { ClassResults, QuestionResult } from "./teacher.server";

/**
 * Keeps a session's page current for its teacher: the results come with the page (its loader), and each change the
 * server announces (a pupil's answer, a pupil removed; Server-Sent Events) has the page's data read again — once per
 * burst: announcements that arrive while a reading runs are folded into one more reading after it. Returns false
 * once the live results of this session stopped for good (the server refused the stream), so that the page can say
 * so: a stream that ended as the page moved to another session (« Relancer en post-test ») says nothing of the new
 * one's (issue 48).
 */
export function useLiveClassResults(sessionId: string): boolean {
  const [stopped, setStopped] = useState<string | null>(null);
  const { revalidate, state: revalidation } = useRevalidator();
  // A form being sent (a post-test, a deletion) leads elsewhere: the page is not read again meanwhile.
  const navigation = useNavigation().state;
  const state = revalidation === "idle" && navigation === "idle" ? "idle" : "busy";
  const reading = useRef(false);
  const again = useRef(false);

  useEffect(
    () =>
      watchClassSession(
        sessionId,
        () => {
          if (reading.current) again.current = true;
          else void revalidate();
        },
        () => setStopped(sessionId),
      ),
    [sessionId, revalidate],
  );

  useEffect(() => {
    reading.current = state !== "idle";
    if (state !== "idle" || !again.current) return;
    again.current = false;
    void revalidate();
  }, [state, revalidate]);

  return stopped !== sessionId;
}
