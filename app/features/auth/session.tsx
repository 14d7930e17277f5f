import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { request, type AnswerOf } from "../../api/client";
import type { loader as me } from "../../routes/api/me";
import { announceSignIn } from "./sign-in";

export type SessionState =
  | { status: "loading"; user: null; requireLoginForQuiz: boolean }
  | { status: "signed-out"; user: null; requireLoginForQuiz: boolean }
  | { status: "signed-in"; user: { id: string; email: string }; requireLoginForQuiz: boolean };

type SessionContextValue = SessionState & {
  refresh: () => Promise<void>;
  /**
   * Signed in, and every feature listening to the sign-in done (./sign-in.ts): this browser's anonymous attempts are
   * attached, so the account's progress is complete.
   */
  accountReady: boolean;
};

const SessionContext = createContext<SessionContextValue>({
  status: "loading",
  user: null,
  requireLoginForQuiz: false,
  refresh: async () => {},
  accountReady: false,
});

/**
 * Who is signed in, as the server says (GET /api/me, from the httpOnly session cookie). Pages are prerendered for
 * everybody, so the state starts as loading and settles after the first request.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: "loading", user: null, requireLoginForQuiz: false });

  const [claimedFor, setClaimedFor] = useState<string | null>(null);

  const refresh = useCallback(async () => setState(await loadSession()), []);

  useEffect(() => {
    let current = true;
    void loadSession().then((loaded) => current && setState(loaded));
    return () => {
      current = false;
    };
  }, []);

  // Signed in here (form or confirmation link): announced, so that what this browser did anonymously joins the
  // account first.
  const signedInUser = state.status === "signed-in" ? state.user.id : null;
  useEffect(() => {
    if (!signedInUser || claimedFor === signedInUser) return;
    let current = true;
    void announceSignIn(signedInUser).then(() => current && setClaimedFor(signedInUser));
    return () => {
      current = false;
    };
  }, [signedInUser, claimedFor]);

  const accountReady = signedInUser !== null && claimedFor === signedInUser;

  return <SessionContext.Provider value={{ ...state, refresh, accountReady }}>{children}</SessionContext.Provider>;
}

async function loadSession(): Promise<SessionState> {
  const result = await request<AnswerOf<typeof me>>("/api/me", { cache: "no-store" });
  // Without an answer the visitor is treated as signed out; the server still decides on every request.
  if (!result.ok) return { status: "signed-out", user: null, requireLoginForQuiz: false };
  const { user, requireLoginForQuiz } = result.data;
  return user
    ? { status: "signed-in", user, requireLoginForQuiz }
    : { status: "signed-out", user: null, requireLoginForQuiz };
}

export function useSession(): SessionContextValue {
  return useContext(SessionContext);
}
