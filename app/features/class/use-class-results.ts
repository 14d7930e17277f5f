import { useCallback, useEffect, useRef, useState } from "react";
import { api, request, watchClassSession, type ApiData } from "../../api/client";

export type ClassResults = NonNullable<ApiData<(typeof api.class.sessions)[":id"]["$get"]>>;
export type QuestionResult = ClassResults["quizzes"][number]["questions"][number];

type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; results: ClassResults };

/**
 * A session's results for its teacher, kept current: loaded once, then again each time the server announces a
 * change (a pupil's answer, a pupil removed). Announcements that arrive during a load are folded into one more load.
 */
export function useClassResults(sessionId: string) {
  const [state, setState] = useState<State>({ status: "loading" });
  const loading = useRef(false);
  const again = useRef(false);

  const load = useCallback(async () => {
    if (loading.current) {
      again.current = true;
      return;
    }
    loading.current = true;
    do {
      again.current = false;
      const result = await request(() => api.class.sessions[":id"].$get({ param: { id: sessionId } }));
      setState(result.ok ? { status: "ready", results: result.data } : { status: "error", message: result.message });
    } while (again.current);
    loading.current = false;
  }, [sessionId]);

  useEffect(() => {
    void load();
    return watchClassSession(sessionId, () => void load());
  }, [sessionId, load]);

  return state;
}
