import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

export type SessionState =
  | { status: "loading"; user: null; requireLoginForQuiz: boolean }
  | { status: "signed-out"; user: null; requireLoginForQuiz: boolean }
  | { status: "signed-in"; user: { id: string; email: string }; requireLoginForQuiz: boolean };

type SessionContextValue = SessionState & { refresh: () => Promise<void> };

const SessionContext = createContext<SessionContextValue>({
  status: "loading",
  user: null,
  requireLoginForQuiz: false,
  refresh: async () => {},
});

/**
 * Who is signed in, as the server says (GET /api/me, from the httpOnly session cookie). Pages are prerendered for
 * everybody, so the state starts as loading and settles after the first request.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: "loading", user: null, requireLoginForQuiz: false });

  const refresh = useCallback(async () => setState(await loadSession()), []);

  useEffect(() => {
    let current = true;
    void loadSession().then((loaded) => current && setState(loaded));
    return () => {
      current = false;
    };
  }, []);

  return <SessionContext.Provider value={{ ...state, refresh }}>{children}</SessionContext.Provider>;
}

async function loadSession(): Promise<SessionState> {
  try {
    const response = await fetch("/api/me", { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { user: { id: string; email: string } | null; requireLoginForQuiz: boolean };
    return body.user
      ? { status: "signed-in", user: body.user, requireLoginForQuiz: body.requireLoginForQuiz }
      : { status: "signed-out", user: null, requireLoginForQuiz: body.requireLoginForQuiz };
  } catch {
    // Without an answer the visitor is treated as signed out; the server still decides on every request.
    return { status: "signed-out", user: null, requireLoginForQuiz: false };
  }
}

export function useSession(): SessionContextValue {
  return useContext(SessionContext);
}
